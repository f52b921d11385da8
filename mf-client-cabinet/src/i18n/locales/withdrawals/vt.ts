import type { LocaleShape } from 'shared-ui';
import type { withdrawalsEn } from './en';

export const withdrawalsVt: LocaleShape<typeof withdrawalsEn> = {
  withdraw: {
    loadFailed: 'Không thể tải thông tin rút tiền',
    window: {
      open: 'Đang mở rút tiền',
      openUntil: 'Đến {{date}}',
      closed: 'Hiện không thể rút tiền',
      nextOpens: 'Đợt tiếp theo mở vào {{date}}',
      countdown: 'Còn {{time}}',
      days: 'Ngày rút tiền: ngày {{days}} hằng tháng, 00:00–23:59 theo giờ máy chủ.',
      requested:
        'Bạn đã gửi yêu cầu rút tiền trong đợt này. Yêu cầu tiếp theo có thể gửi trong đợt sau.',
      processing: 'Yêu cầu được xử lý trong vòng {{count}} giờ.',
    },
    limits: {
      min: 'Số tiền tối thiểu',
      dailyLeft: 'Hạn mức còn lại trong ngày',
      balance: 'GTC khả dụng',
    },
    form: {
      title: 'Rút tiền mới',
      currency: 'Nhận bằng',
      usdt: 'USDT (TRC20)',
      gtc: 'GTC',
      wallet: 'Ví USDT (TRC20)',
      walletHint: 'Bắt đầu bằng T, 34 ký tự',
      amount: 'Số tiền, GTC',
      code: 'Mã 2FA',
      fee: 'Phí ({{percent}})',
      receive: 'Bạn nhận được',
      submit: 'Gửi yêu cầu rút tiền',
    },
    confirm: {
      title: 'Xác nhận rút tiền',
      ok: 'Xác nhận',
    },
    created: 'Đã tạo yêu cầu rút tiền',
    status: {
      pending: 'Đang xử lý',
      cancelled: 'Đã hủy',
      completed: 'Hoàn tất',
      rejected: 'Bị từ chối',
    },
    history: {
      title: 'Lịch sử rút tiền',
      currency: 'Tiền tệ',
      amount: 'Số tiền, GTC',
      receive: 'Sẽ nhận',
      wallet: 'Ví',
      actions: 'Thao tác',
      cancel: 'Hủy',
      cancelTitle: 'Hủy yêu cầu rút tiền này?',
      cancelText: 'Số tiền đã giữ sẽ trở lại số dư GTC của bạn.',
      keep: 'Giữ lại',
      cancelled: 'Đã hủy',
      empty: 'Chưa có lần rút tiền nào',
      loadFailed: 'Không thể tải lịch sử rút tiền',
    },
  },
};
