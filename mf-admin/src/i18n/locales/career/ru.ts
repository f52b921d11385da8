import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerRu: LocaleShape<typeof careerEn> = {
  career: {
    tabs: {
      packages: 'Пакеты',
      statuses: 'Карьерные статусы',
    },
    subtitle: 'Пороги в GTC по оплатам пакетов за всё время, с учётом 5 линий',
    empty: 'Карьерных статусов нет',
    loadFailed: 'Не удалось загрузить карьерные статусы',
    saved: 'Карьерный статус сохранён',
    editOf: 'Изменить «{{name}}»',
    columns: {
      rank: 'Ранг',
      name: 'Название',
      personal: 'Личный объём',
      firstLine: 'Объём первой линии',
      mainBranch: 'Объём главной ветки',
      secondary: 'Второстепенные ветки',
      secondaryBranches: 'Второстепенные ветки, количество',
      secondaryThreshold: 'Каждая второстепенная ветка',
      side: 'Боковой объём',
      reward: 'Вознаграждение',
      mentorReward: 'Вознаграждение наставнику',
      actions: 'Действия',
    },
  },
};
