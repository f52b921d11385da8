/** Work queue (menu badges, landing cards) and breadcrumbs: reference locale, merged into en. */
export const navigationEn = {
  workQueue: {
    title: 'Waiting for you',
    badge: '{{count}} pending',
    open: 'Open the list',
    queues: {
      pendingDeposits: 'Pending deposits',
      pendingWithdrawals: 'Pending withdrawals',
      pendingPromoRequests: 'Promo requests',
      openSupportTickets: 'Open support tickets',
    },
  },
  breadcrumb: {
    label: 'You are here',
  },
} as const;
