import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsVt: LocaleShape<typeof depositsEn> = {
  deposits: {
    empty: 'Chưa có lần nạp tiền nào',
    loadFailed: 'Không tải được danh sách nạp tiền',
    rateText: '1 USDT = {{rate}} GTC',
    processingText: '{{min}}–{{max}} phút',
    estimate: '(ước tính cho đến khi hoàn tất)',
    confirmTitle: 'Xác nhận thanh toán',
    creditPreview: 'Sẽ ghi có:',
    txHash: 'Mã hash giao dịch (không bắt buộc)',
    txHashHint: 'ID giao dịch TRC20: 64 ký tự thập lục phân',
    confirm: 'Xác nhận và ghi có',
    confirmDialog: 'Ghi có {{credit}} cho {{login}}?',
    confirmed: 'Đã xác nhận nạp tiền',
    rejectTitle: 'Từ chối yêu cầu',
    rejectDialog: 'Từ chối lần nạp #{{id}} của {{login}}?',
    reasonHint: 'Đối tác sẽ thấy lý do này',
    rejected: 'Đã từ chối nạp tiền',
    closed: 'Trạng thái lần nạp: {{status}}. Không có gì để xử lý.',
    stateRefused: 'Lần nạp này đã được xử lý hoặc đã hết hạn.',
    /** The confirm's refusal: also a chain payment to the address still undecided. */
    confirmRefused:
      'Lần nạp này đã được xử lý hoặc đã hết hạn, hoặc một khoản thanh toán tới địa chỉ của nó đang chờ trong hàng đợi chuỗi: hãy quyết định ở đó.',
    columns: {
      id: 'ID',
      createdAt: 'Ngày tạo',
      partner: 'Đối tác',
      amount: 'Số tiền',
      fee: 'Phí',
      rate: 'Tỷ giá',
      credit: 'GTC sẽ ghi có',
      wallet: 'Ví của nền tảng',
      txHash: 'Mã hash giao dịch',
      status: 'Trạng thái',
      expiresAt: 'Hạn thanh toán',
      paidAt: 'Đã báo thanh toán',
      processing: 'Thời gian xử lý',
      completedAt: 'Hoàn tất',
      note: 'Ghi chú',
      transaction: 'Giao dịch sổ cái',
      actions: 'Thao tác',
    },
  },
};
