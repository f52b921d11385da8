import type { chainEn } from './en';

export const chainVt: typeof chainEn = {
  chain: {
    subtitle:
      'Các khoản thanh toán USDT (TRC20) mà bộ theo dõi chuỗi đã thấy. Khoản trả đúng được ghi có tự động; các khoản còn lại chờ quyết định tại đây.',
    searchPlaceholder: 'Hash, địa chỉ hoặc tên đăng nhập',
    empty: 'Chưa thấy khoản thanh toán nào',
    loadFailed: 'Không thể tải các khoản thanh toán trên chuỗi',
    columns: {
      seenAt: 'Thấy lúc',
      partner: 'Đối tác',
      deposit: 'Nạp tiền',
      txHash: 'Giao dịch',
      amount: 'Đã nhận',
      requested: 'Đã yêu cầu',
      reason: 'Lý do chờ',
      status: 'Trạng thái',
      actions: 'Quyết định',
    },
    statuses: {
      confirming: 'Đang xác nhận',
      credited: 'Đã ghi có',
      review: 'Chờ quyết định',
      dismissed: 'Đã bỏ qua',
      failed: 'Thất bại trên chuỗi',
    },
    reasons: {
      underpaid: 'Trả thiếu',
      overpaid: 'Trả thừa',
      late: 'Đến sau khi yêu cầu đã đóng',
      unmatched: 'Yêu cầu đã được thanh toán',
    },
    explorer: 'Mở trên Tronscan',
    credit: 'Ghi có',
    dismiss: 'Bỏ qua',
    creditConfirm:
      'Ghi có {{amount}} USDT đã nhận cho {{login}} theo tỷ giá của yêu cầu nạp #{{deposit}}?',
    dismissConfirm:
      'Bỏ qua khoản thanh toán này? Không có gì được hạch toán: hãy giải quyết với đối tác bên ngoài nền tảng.',
    credited: 'Khoản thanh toán đã được ghi có',
    dismissed: 'Khoản thanh toán đã được bỏ qua',
    stateRefused: 'Khoản thanh toán này đã được quyết định: danh sách đã được làm mới.',
  },
  chainSettings: {
    subtitle:
      'Nạp tiền được ghi có từ chuỗi: mỗi yêu cầu nhận một địa chỉ TRON riêng suy ra từ khóa công khai, và bộ theo dõi ghi có sau số xác nhận.',
    watcherOn: 'Bộ theo dõi đang bật: nạp tiền được ghi có sau {{count}} xác nhận.',
    watcherOff:
      'Bộ theo dõi đang tắt. Nhập khóa công khai mở rộng và URL API để bật; cho đến lúc đó nạp tiền hiển thị ví trong cài đặt tài chính và chờ quản trị viên.',
    xpub: 'Khóa công khai mở rộng (xpub)',
    xpubHint:
      'Cấp tài khoản m/44′/195′/0′ của ví nhận tiền nạp. Không bao giờ là khóa riêng: nền tảng sẽ từ chối.',
    apiUrl: 'URL API TronGrid',
    apiUrlHint: 'Ví dụ https://api.trongrid.io',
    apiKey: 'Khóa API',
    apiKeyStored:
      'Đã lưu một khóa: để trống để giữ nguyên cho API này (địa chỉ API khác cần nhập lại khóa)',
    apiKeyNone: 'Chưa lưu khóa',
    removeApiKey: 'Xóa khóa đã lưu',
    confirmations: 'Số xác nhận',
    confirmationsHint: 'Số khối sau thanh toán trước khi ghi có (19 khiến nó không thể đảo ngược)',
    usdtContract: 'Hợp đồng USDT TRC20',
    updated: 'Đã lưu cài đặt chuỗi',
    cannotRead: 'Cần quyền xem giao dịch để đọc cài đặt chuỗi.',
  },
};
