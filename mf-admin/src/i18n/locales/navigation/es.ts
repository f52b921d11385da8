import type { LocaleShape } from 'shared-ui';
import type { navigationEn } from './en';

export const navigationEs: LocaleShape<typeof navigationEn> = {
  workQueue: {
    title: 'Pendiente de su revisión',
    badge: '{{count}} pendientes',
    open: 'Abrir la lista',
    queues: {
      pendingDeposits: 'Depósitos pendientes',
      pendingWithdrawals: 'Retiros pendientes',
      pendingPromoRequests: 'Solicitudes de promoción',
      openSupportTickets: 'Tickets de soporte abiertos',
    },
  },
  breadcrumb: {
    label: 'Usted está aquí',
  },
};
