import type { LocaleShape } from 'shared-ui';
import type { promoEn } from './en';

export const promoRu: LocaleShape<typeof promoEn> = {
  promo: {
    starts: 'Начало',
    ends: 'Окончание',
    ended: 'Акция завершена',
    none: 'Сейчас нет промо-акции',
    loadFailed: 'Не удалось загрузить промо',
    notQualified:
      'Достигните уровня 1 ({{amount}} оборота первой линии), чтобы заполнить анкету участника.',
    tiers: {
      title: 'Уровни и призы',
      level: 'Уровень',
      levelN: 'Уровень {{level}}',
      threshold: 'Оборот первой линии',
      prize: 'Приз',
      reached: 'Достигнут',
    },
    progress: {
      title: 'Ваш прогресс',
      turnover: 'Оборот первой линии',
      level: 'Ваш уровень',
      noLevel: '—',
      toNext: 'Ещё {{amount}} до уровня {{level}}: {{prize}}',
      toNextLabel: 'Прогресс до уровня {{level}}',
      top: 'Вы достигли наивысшего уровня',
    },
    form: {
      title: 'Анкета участника',
      hint: 'Заполните данные как в паспорте, латинскими буквами. Анкета отправляется один раз.',
      latinHint: 'Латинскими буквами',
      firstName: 'Имя',
      lastName: 'Фамилия',
      birthDate: 'Дата рождения',
      country: 'Страна',
      city: 'Город',
      passportNumber: 'Номер паспорта',
      passportExpiry: 'Паспорт действителен до',
      phone: 'Телефон',
      submit: 'Отправить анкету',
      filed: 'Ваша анкета отправлена',
    },
    request: {
      title: 'Ваша анкета участника',
      status: 'Статус',
      date: 'Отправлена',
      level: 'Уровень',
      name: 'Имя',
      statuses: { submitted: 'На рассмотрении', approved: 'Одобрена', rejected: 'Отклонена' },
    },
  },
};
