import type { LocaleShape } from 'shared-ui';
import type { partnersEn } from './en';

export const partnersRu: LocaleShape<typeof partnersEn> = {
  invite: {
    title: 'Зарегистрировать нового партнёра',
    hint: 'Партнёр попадёт в вашу структуру и получит письмо со ссылкой для установки пароля.',
    inactive: 'Купите инвестиционный пакет, чтобы регистрировать партнёров.',
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'Email',
    login: 'Логин',
    phone: 'Телефон',
    phoneHint: 'Международный формат, например +7 900 123 45 67',
    submit: 'Зарегистрировать',
    done: 'Зарегистрирован',
  },
  partners: {
    lineN: 'Линия {{line}}',
    active: 'Активен',
    inactive: 'Неактивен',
    activeHint: 'Активные партнёры вашей структуры до 6-й линии.',
    deactivatedHint:
      'Партнёры вашей структуры без активного пакета: они не получают бонусы, пока не купят пакет.',
    columns: {
      partner: 'Партнёр',
      code: 'Партнёрский код',
      line: 'Линия',
      status: 'Статус',
      career: 'Карьерный статус',
      volume: 'Объём',
      sponsor: 'Спонсор',
      registered: 'Регистрация',
    },
    filters: { line: 'Линия', allLines: 'Все линии', search: 'Поиск по логину или имени' },
    total: 'Партнёров: {{total}}',
    empty: 'Активных партнёров пока нет',
    emptyDeactivated: 'Деактивированных партнёров нет',
    emptyFiltered: 'Нет партнёров по этим фильтрам',
    clear: 'Сбросить фильтры',
    loadFailed: 'Не удалось загрузить партнёров',
  },
};
