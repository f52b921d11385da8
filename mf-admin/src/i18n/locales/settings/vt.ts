import type { LocaleShape } from 'shared-ui';
import type { settingsEn } from './en';

export const settingsVt: LocaleShape<typeof settingsEn> = {
  financeSettings: {
    subtitle: 'Các con số của quy tắc tiền tệ; thay đổi áp dụng ngay cho các giao dịch mới.',
    cannotRead: 'Đọc cài đặt tài chính cần thêm quyền "Xem giao dịch".',
    updated: 'Đã cập nhật',
    reset: 'Hoàn tác thay đổi',
    rateHint: 'Số GTC ghi có cho 1 USDT nạp vào',
    maxBelowMin: 'Không được nhỏ hơn giá trị tối thiểu',
    sections: {
      general: 'Tỷ giá, chuyển khoản và cộng thưởng',
      deposit: 'Nạp tiền',
      withdrawal: 'Rút tiền',
    },
    fields: {
      rate: 'GTC cho 1 USDT',
      transferMin: 'Chuyển khoản tối thiểu',
      accrualHours: 'Chu kỳ cộng thưởng, giờ',
      depositMin: 'Nạp tối thiểu',
      depositFee: 'Phí nạp tiền',
      wallet: 'Ví của nền tảng (TRC20)',
      network: 'Mạng',
      paymentMinutes: 'Thời hạn thanh toán, phút',
      processingMin: 'Xử lý từ, phút',
      processingMax: 'Xử lý đến, phút',
      withdrawalDays: 'Các ngày rút tiền trong tháng',
      withdrawalMin: 'Rút tối thiểu',
      dailyLimit: 'Hạn mức rút mỗi ngày của đối tác',
      feeUsdt: 'Phí rút bằng USDT',
      feeGtc: 'Phí rút bằng GTC',
      processingHours: 'Thời gian xử lý, giờ',
    },
  },
};
