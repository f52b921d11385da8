import type { LocaleShape } from 'shared-ui';
import type { walletEn } from './en';

export const walletVt: LocaleShape<typeof walletEn> = {
  money: {
    topUp: 'Nạp tiền vào số dư',
    available: 'Khả dụng',
    date: 'Ngày',
    amount: 'Số tiền',
    fee: 'Phí',
    status: 'Trạng thái',
    partner: 'Đối tác',
    days: '{{count}} ngày',
    minutes: '{{min}}–{{max}} phút',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    copyFailed: 'Không thể sao chép. Hãy chọn văn bản và sao chép thủ công.',
  },
  wallet: {
    title: 'Số dư',
    reserved: 'Đã giữ cho lệnh rút',
    topUp: 'Nạp tiền',
    transfer: 'Chuyển',
    withdraw: 'Rút tiền',
    loadFailed: 'Không thể tải số dư',
  },
};
