import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsVt: LocaleShape<typeof depositsEn> = {
  deposit: {
    loadFailed: 'Không thể tải thông tin nạp tiền',
    info: {
      title: 'Nạp tiền bằng USDT',
      network: 'Mạng',
      min: 'Số tiền tối thiểu',
      fee: 'Phí',
      rate: 'Tỷ giá',
      rateValue: '1 USDT = {{rate}} GTC',
      timer: 'Thời gian thanh toán',
      timerValue: '{{count}} phút',
      processing: 'Thời gian xử lý',
    },
    form: {
      amount: 'Số tiền nạp, USDT',
      submit: 'Nhận thông tin thanh toán',
    },
    request: {
      title: 'Yêu cầu nạp tiền #{{id}}',
      sendExactly:
        'Gửi chính xác {{amount}} qua mạng {{network}} đến địa chỉ này trước khi hết giờ.',
      qrLabel: 'Mã QR của địa chỉ ví',
      address: 'Địa chỉ ví',
      network: 'Mạng',
      amount: 'Số tiền cần thanh toán',
      rate: 'Tỷ giá',
      fee: 'Phí',
      credit: 'GTC sẽ được ghi có',
      timeLeft: 'Thời gian thanh toán còn lại',
      expired: 'Đã hết thời gian thanh toán. Hãy tạo yêu cầu mới.',
      processing: 'Việc xử lý mất {{range}} sau khi thanh toán.',
      txHash: 'Mã hash giao dịch (không bắt buộc)',
      txHashHint: 'Giúp tìm khoản thanh toán của bạn nhanh hơn',
      paid: 'Tôi đã thanh toán',
      paidDone: 'Cảm ơn bạn! Khoản thanh toán đang được kiểm tra.',
      pendingText:
        'Chúng tôi đang kiểm tra khoản thanh toán: mất {{range}}. GTC được ghi có sau khi xác nhận.',
      newRequest: 'Nạp tiền mới',
    },
    status: {
      'awaiting-payment': 'Chờ thanh toán',
      pending: 'Đang kiểm tra',
      completed: 'Hoàn tất',
      rejected: 'Bị từ chối',
      expired: 'Đã hết hạn',
    },
    history: {
      title: 'Lịch sử nạp tiền',
      amount: 'Đã trả, USDT',
      credit: 'Đã ghi có, GTC',
      txHash: 'Mã hash giao dịch',
      empty: 'Chưa có lần nạp tiền nào',
      loadFailed: 'Không thể tải lịch sử nạp tiền',
    },
  },
};
