import type { LocaleShape } from 'shared-ui';
import type { usersEn } from './en';

export const usersRu: LocaleShape<typeof usersEn> = {
  users: {
    searchPlaceholder: 'Поиск по логину, имени или email',
    create: 'Новый пользователь',
    empty: 'Пользователей пока нет',
    loadFailed: 'Не удалось загрузить пользователей',
    noRoles: 'Нет ролей',
    roleFilter: 'Роль',
    password: 'Пароль',
    passwordKeep: 'Оставьте пустым, чтобы сохранить текущий пароль',
    rolesPlaceholder: 'Выберите роли',
    saved: 'Пользователь сохранён',
    columns: {
      id: 'ID',
      login: 'Логин',
      name: 'Имя',
      email: 'Email',
      roles: 'Роли',
      createdAt: 'Создан',
      actions: 'Действия',
    },
  },
};
