import type { LocaleShape } from 'shared-ui';
import type { dashboardEn } from './en';

export const dashboardRu: LocaleShape<typeof dashboardEn> = {
  period: {
    label: 'Период',
    day: 'День',
    week: 'Неделя',
    month: 'Месяц',
    year: 'Год',
    all: 'Всё время',
  },
  income: {
    title: 'Доход по видам бонусов',
    total: 'Общий доход',
    loadFailed: 'Не удалось загрузить статистику дохода',
  },
  packageStats: {
    title: 'Статистика пакетов',
    active: 'Активные пакеты',
    finished: 'Завершённые пакеты',
    invested: 'Инвестировано',
    earned: 'Заработано',
  },
  networkStatuses: {
    title: 'Статусы партнёров по линиям',
    line: 'Линия',
    total: 'Партнёры',
    active: 'Активные',
    careerStatuses: 'Карьерные статусы',
    loadFailed: 'Не удалось загрузить статусы партнёров',
  },
};
