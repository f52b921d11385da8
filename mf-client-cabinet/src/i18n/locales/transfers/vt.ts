import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersVt: LocaleShape<typeof transfersEn> = {
  transfer: {
    title: 'Chuyển tiền mới',
    amount: 'Số tiền, GTC',
    recipient: 'ID đối tác',
    recipientHint: 'Mã đối tác hoặc tên đăng nhập của người nhận',
    recipientFound: 'Người nhận: {{name}} ({{login}}, {{code}})',
    recipientChecking: 'Đang tìm đối tác…',
    confirmTitle: 'Gửi {{amount}} cho {{login}}?',
    confirmText: '{{name}} nhận ngay; chuyển khoản không thể hoàn tác.',
    confirmOk: 'Gửi',
    code: 'Mã 2FA',
    submit: 'Chuyển',
    done: 'Đã chuyển tiền',
    history: {
      title: 'Lịch sử chuyển tiền',
      direction: 'Chiều',
      in: 'Đã nhận',
      out: 'Đã gửi',
      empty: 'Chưa có lần chuyển tiền nào',
      loadFailed: 'Không thể tải lịch sử chuyển tiền',
    },
  },
};
