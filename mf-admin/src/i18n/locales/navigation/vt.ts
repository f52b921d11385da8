import type { LocaleShape } from 'shared-ui';
import type { navigationEn } from './en';

export const navigationVt: LocaleShape<typeof navigationEn> = {
  workQueue: {
    title: 'Đang chờ bạn xử lý',
    badge: '{{count}} đang chờ',
    open: 'Mở danh sách',
    queues: {
      pendingDeposits: 'Khoản nạp đang chờ',
      pendingWithdrawals: 'Khoản rút đang chờ',
      pendingPromoRequests: 'Yêu cầu khuyến mãi',
      openSupportTickets: 'Yêu cầu hỗ trợ đang mở',
    },
  },
  breadcrumb: {
    label: 'Bạn đang ở đây',
  },
};
