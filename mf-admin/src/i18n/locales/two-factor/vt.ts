import type { LocaleShape } from 'shared-ui';
import type { twoFactorEn } from './en';

export const twoFactorVt: LocaleShape<typeof twoFactorEn> = {
  twoFa: {
    label: '2FA',
    on: 'Đã bật',
    off: 'Đã tắt',
  },
  twoFaSettings: {
    enableText: 'Bảo vệ tài khoản: khi bật 2FA, đăng nhập sẽ yêu cầu mã từ ứng dụng xác thực.',
    enable: 'Bật 2FA',
    scan: 'Quét mã QR bằng ứng dụng xác thực hoặc nhập khóa bí mật, sau đó nhập mã ứng dụng hiển thị.',
    secret: 'Khóa bí mật',
    code: 'Mã',
    codeHint: 'Mã 6 chữ số từ ứng dụng hoặc một mã khôi phục',
    confirm: 'Xác nhận',
    enabled: 'Đã bật 2FA',
    recoveryTitle: 'Lưu các mã khôi phục',
    recoveryText:
      'Mỗi mã cho phép đăng nhập một lần nếu bạn mất điện thoại. Chúng chỉ hiển thị lúc này: hãy sao chép hoặc tải xuống.',
    copyCodes: 'Sao chép các mã',
    downloadCodes: 'Tải xuống .txt',
    done: 'Xong',
    codesLeft: 'Số mã khôi phục còn lại',
    disableText: 'Để tắt 2FA, hãy nhập mã từ ứng dụng xác thực hoặc một mã khôi phục.',
    disable: 'Tắt 2FA',
    disabled: 'Đã tắt 2FA',
  },
};
