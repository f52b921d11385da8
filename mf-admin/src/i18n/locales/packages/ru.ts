import type { LocaleShape } from 'shared-ui';
import type { packagesEn } from './en';

export const packagesRu: LocaleShape<typeof packagesEn> = {
  packages: {
    create: 'Новый пакет',
    empty: 'Пакетов пока нет',
    loadFailed: 'Не удалось загрузить пакеты',
    searchPlaceholder: 'Поиск по названию',
    saved: 'Пакет сохранён',
    deleted: 'Пакет удалён',
    soldCannotDelete:
      'Этот пакет уже продавался, поэтому удалить его нельзя. Сделайте его неактивным, чтобы остановить продажи.',
    dailyIncomeHint: 'Процент от цены, начисляемый каждый день, например 0,45',
    periodText: '{{period}} + {{additional}} дн.',
    statuses: {
      active: 'Активен',
      inactive: 'Неактивен',
    },
    columns: {
      id: 'ID',
      name: 'Название',
      price: 'Цена',
      dailyIncome: 'Доход в день',
      period: 'Срок работы',
      periodDays: 'Срок работы, дней',
      additionalDays: 'Дополнительные дни',
      linearLevels: 'Линейные уровни',
      binaryDailyLimit: 'Дневной лимит бинара',
      totalIncome: 'Общий доход',
      status: 'Статус',
      soldCount: 'Продано',
      actions: 'Действия',
    },
  },
};
