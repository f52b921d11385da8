import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportVt: LocaleShape<typeof supportEn> = {
  support: {
    subtitle: 'Đặt câu hỏi hoặc báo cáo sự cố: đội ngũ hỗ trợ sẽ trả lời tại đây và qua email.',
    loadFailed: 'Không thể tải các yêu cầu của bạn',
    threadFailed: 'Không thể tải yêu cầu',
    empty: 'Bạn chưa có yêu cầu nào',
    newTicket: 'Yêu cầu mới',
    ticketN: 'Yêu cầu #{{id}}',
    updated: 'Hoạt động gần nhất',
    opened: 'Tạo ngày {{date}}',
    allStatuses: 'Tất cả trạng thái',
    categories: {
      account: 'Tài khoản và đăng nhập',
      finance: 'Nạp và rút tiền',
      packages: 'Gói đầu tư',
      network: 'Đối tác và tiền thưởng',
      technical: 'Sự cố kỹ thuật',
      other: 'Khác',
    },
    statuses: {
      open: 'Đang chờ hỗ trợ',
      inProgress: 'Đang xử lý',
      answered: 'Đã trả lời',
      closed: 'Đã đóng',
    },
    form: {
      title: 'Yêu cầu mới',
      subject: 'Chủ đề',
      subjectPlaceholder: 'Tóm tắt ngắn gọn nội dung',
      category: 'Danh mục',
      body: 'Nội dung',
      bodyPlaceholder:
        'Mô tả câu hỏi hoặc sự cố: bạn đã làm gì, bạn mong đợi điều gì và điều gì đã xảy ra.',
      attachments: 'Tệp đính kèm',
      attach: 'Đính kèm tệp',
      attachHint: 'PNG, JPEG, WebP hoặc PDF, mỗi tệp tối đa {{size}} MB, tối đa {{count}} tệp',
      uploadFailed: 'Không thể tải lên {{name}}',
      submit: 'Gửi',
      created: 'Yêu cầu của bạn đã được gửi',
    },
    thread: {
      back: 'Tất cả yêu cầu',
      you: 'Bạn',
      team: 'Hỗ trợ',
      reply: 'Câu trả lời của bạn',
      replyPlaceholder: 'Viết câu trả lời',
      send: 'Gửi',
      sent: 'Đã gửi câu trả lời',
      close: 'Đóng yêu cầu',
      closeConfirm: 'Đóng yêu cầu này? Bạn sẽ không thể trả lời trong đó nữa.',
      closedDone: 'Yêu cầu đã được đóng',
      closed: 'Yêu cầu này đã đóng. Nếu cần thêm trợ giúp, hãy tạo yêu cầu mới.',
      download: 'Tải xuống {{name}}',
      downloadFailed: 'Không thể mở tệp',
    },
    contacts: {
      title: 'Các cách liên hệ khác',
    },
  },
  copyTrading: {
    subtitle: 'Theo dõi các nhà giao dịch đã xác minh và tự động sao chép giao dịch của họ.',
    intro: {
      title: 'Copy trading là gì',
      text: 'Copy trading cho phép bạn theo dõi các nhà giao dịch giàu kinh nghiệm đã được xác minh và tự động lặp lại giao dịch của họ trên tài khoản của bạn, theo tỷ lệ số tiền bạn phân bổ. Bạn không cần phân tích thị trường hay theo dõi cả ngày: nhà giao dịch làm việc đó, và mỗi giao dịch họ mở hoặc đóng đều được sao chép cho bạn.',
    },
    steps: {
      title: 'Cách hoạt động',
      choose: {
        title: 'Chọn nhà giao dịch đã xác minh',
        text: 'So sánh các nhà giao dịch theo lịch sử giao dịch, lợi nhuận, mức sụt giảm và mức rủi ro. Danh sách chỉ gồm những người đã qua xác minh.',
      },
      follow: {
        title: 'Theo dõi và phân bổ vốn',
        text: 'Quyết định số tiền phân bổ. Quy mô giao dịch của bạn tính theo tỷ lệ số tiền bạn phân bổ, không theo số dư của nhà giao dịch.',
      },
      copy: {
        title: 'Giao dịch được sao chép tự động',
        text: 'Khi nhà giao dịch mở hoặc đóng một vị thế, giao dịch tương tự được mở hoặc đóng cho bạn ngay lập tức, suốt ngày đêm.',
      },
      control: {
        title: 'Bạn luôn kiểm soát',
        text: 'Theo dõi kết quả theo thời gian thực, thay đổi số tiền phân bổ hoặc ngừng theo dõi nhà giao dịch bất cứ lúc nào.',
      },
    },
    benefits: {
      title: 'Vì sao phù hợp với đối tác',
      verified: 'Nhà giao dịch đã xác minh với lịch sử công khai',
      automatic: 'Sao chép hoàn toàn tự động, không cần giao dịch thủ công',
      transparent: 'Thống kê minh bạch cho từng giao dịch',
      flexible: 'Bắt đầu, tạm dừng hoặc dừng bất cứ khi nào bạn muốn',
    },
    risk: {
      title: 'Cảnh báo rủi ro',
      text: 'Giao dịch luôn có rủi ro. Kết quả trong quá khứ của nhà giao dịch không đảm bảo lợi nhuận trong tương lai, và bạn có thể mất một phần số vốn đã phân bổ. Chỉ phân bổ số tiền bạn sẵn sàng chấp nhận rủi ro.',
    },
    questions: 'Có câu hỏi về copy trading?',
    askSupport: 'Hỏi bộ phận hỗ trợ',
  },
};
