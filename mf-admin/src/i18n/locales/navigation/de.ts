import type { LocaleShape } from 'shared-ui';
import type { navigationEn } from './en';

export const navigationDe: LocaleShape<typeof navigationEn> = {
  workQueue: {
    title: 'Wartet auf Sie',
    badge: '{{count}} offen',
    open: 'Liste öffnen',
    queues: {
      pendingDeposits: 'Offene Einzahlungen',
      pendingWithdrawals: 'Offene Auszahlungen',
      pendingPromoRequests: 'Promo-Anträge',
      openSupportTickets: 'Offene Support-Tickets',
    },
  },
  breadcrumb: {
    label: 'Sie sind hier',
  },
};
