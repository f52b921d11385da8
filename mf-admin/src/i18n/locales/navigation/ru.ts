import type { LocaleShape } from 'shared-ui';
import type { navigationEn } from './en';

export const navigationRu: LocaleShape<typeof navigationEn> = {
  workQueue: {
    title: 'Ждут вашего решения',
    badge: 'Ожидают: {{count}}',
    open: 'Открыть список',
    queues: {
      pendingDeposits: 'Депозиты на проверке',
      pendingWithdrawals: 'Выводы на проверке',
      pendingPromoRequests: 'Промо-заявки',
      openSupportTickets: 'Открытые обращения',
    },
  },
  breadcrumb: {
    label: 'Вы здесь',
  },
};
