import type { LocaleShape } from 'shared-ui';
import type { moneyEn } from './en';

export const moneyVt: LocaleShape<typeof moneyEn> = {
  money: {
    process: 'Xử lý',
    reject: 'Từ chối',
    reason: 'Lý do',
    filters: {
      partnerId: 'ID đối tác',
      status: 'Trạng thái',
      kind: 'Loại',
      currency: 'Tiền tệ',
    },
    form: {
      invalidPercent: 'Phần trăm từ 0 đến 100, tối đa 2 chữ số thập phân, ví dụ 0.45',
      range: 'Số nguyên từ {{min}} đến {{max}}',
      length: 'Từ {{min}} đến {{max}} ký tự',
    },
    kinds: {
      deposit: 'Nạp tiền',
      transfer: 'Chuyển khoản',
      'withdrawal-reserve': 'Tạm giữ rút tiền',
      'withdrawal-release': 'Hoàn tạm giữ rút tiền',
      'withdrawal-payout': 'Chi trả rút tiền',
      accrual: 'Thưởng hằng ngày',
      'linear-bonus': 'Thưởng mua hàng của đối tác',
      'binary-bonus': 'Thưởng nhị phân',
      'career-reward': 'Thưởng thăng tiến',
      'mentor-reward': 'Thưởng người hướng dẫn',
      'package-purchase': 'Mua gói',
      'package-upgrade': 'Nâng cấp gói',
      adjustment: 'Điều chỉnh số dư',
      reversal: 'Đảo giao dịch',
    },
    statuses: {
      'awaiting-payment': 'Chờ thanh toán',
      pending: 'Đang xử lý',
      completed: 'Hoàn tất',
      rejected: 'Bị từ chối',
      expired: 'Hết hạn',
      cancelled: 'Đã hủy',
    },
  },
};
