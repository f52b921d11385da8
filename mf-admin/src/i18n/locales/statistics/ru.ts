import type { LocaleShape } from 'shared-ui';
import type { statisticsEn } from './en';

export const statisticsRu: LocaleShape<typeof statisticsEn> = {
  statistics: {
    loadFailed: 'Не удалось загрузить статистику',
    period: 'Период',
    from: 'С',
    to: 'По',
    presets: {
      day: 'День',
      week: 'Неделя',
      month: 'Месяц',
      year: 'Год',
    },
    totals: {
      newPartners: 'Новые партнёры',
      activePartners: 'Активные партнёры',
      packagesSold: 'Продано пакетов',
      packagesAmount: 'Продано пакетов на сумму',
      deposits: 'Пополнения',
      withdrawals: 'Выводы',
    },
    bonusesTitle: 'Выплаченные бонусы',
    bonuses: {
      'daily-bonus': 'Ежедневный бонус',
      'partner-purchase-bonus': 'Бонус за покупки партнёров',
      'binary-bonus': 'Бинарный бонус',
      'career-bonus': 'Карьерный бонус',
    },
    charts: {
      newPartners: 'Новые партнёры по дням',
      packagesSold: 'Продажи пакетов по дням',
      money: 'Пакеты, пополнения и выводы по дням, GTC',
      bonuses: 'Бонусы по дням, GTC',
    },
  },
};
