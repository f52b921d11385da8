import type { LocaleShape } from 'shared-ui';
import type { rolesEn } from './en';

export const rolesRu: LocaleShape<typeof rolesEn> = {
  roles: {
    searchPlaceholder: 'Поиск по названию',
    create: 'Новая роль',
    empty: 'Ролей пока нет',
    loadFailed: 'Не удалось загрузить роли',
    saved: 'Роль сохранена',
    selectAll: 'Выбрать все',
    selectAllOf: 'Выбрать все: {{group}}',
    noPermissions: 'Нет прав',
    columns: {
      id: 'ID',
      name: 'Название',
      permissions: 'Права',
      userCount: 'Пользователи',
      createdAt: 'Создана',
      actions: 'Действия',
    },
  },
};
