import type { LocaleShape } from 'shared-ui';
import type { operationsEn } from './en';

export const operationsVt: LocaleShape<typeof operationsEn> = {
  transactions: {
    empty: 'Chưa có giao dịch nào',
    loadFailed: 'Không tải được danh sách giao dịch',
    entries: 'Bút toán',
    reversedBy: 'Đã bị đảo bởi #{{id}}',
    reverses: 'Đảo của #{{id}}',
    reverse: 'Đảo giao dịch',
    reverseTitle: 'Đảo giao dịch',
    reverseConfirm: 'Đảo giao dịch #{{id}} trị giá {{amount}}?',
    reverseNote: 'Một giao dịch đảo sẽ được ghi sổ; lịch sử không bao giờ bị sửa.',
    reasonHint: 'Lý do đảo giao dịch; được lưu trong nhật ký quản trị',
    reversed: 'Đã đảo giao dịch',
    notReversible:
      'Giao dịch loại này thuộc quy trình riêng (rút tiền, gói) và không thể đảo tại đây.',
    alreadyReversed: 'Giao dịch này đã được đảo.',
    cannotReverse:
      'Không thể đảo giao dịch này: giao dịch đã được đảo hoặc loại của nó không cho phép đảo.',
    insufficientFunds: 'Việc đảo sẽ khiến số dư ví của đối tác xuống dưới 0.',
    columns: {
      id: 'ID',
      date: 'Ngày',
      kind: 'Loại',
      partner: 'Đối tác',
      amount: 'Số tiền',
      currency: 'Tiền tệ',
      memo: 'Ghi chú',
      reversal: 'Đảo',
      naturalKey: 'Khóa tự nhiên',
      createdBy: 'Người tạo',
      actions: 'Thao tác',
    },
    entryColumns: {
      id: 'Bút toán',
      account: 'Tài khoản',
      amount: 'Số tiền',
    },
    accounts: {
      'deposits-in': 'Tiền nạp vào',
      'withdrawals-pending': 'Rút tiền đang chờ',
      'payouts-out': 'Chi trả ra',
      bonuses: 'Tiền thưởng',
      fees: 'Phí',
      'admin-adjustments': 'Điều chỉnh của quản trị viên',
    },
  },
  balance: {
    current: 'Ví hiện tại',
    newBalance: 'Số dư mới',
    reserved: 'Tạm giữ cho rút tiền',
    walletHidden: 'Xem ví cần quyền "Xem đối tác": số dư không được hiển thị.',
    formTitle: 'Ghi có hoặc ghi nợ',
    currency: 'Tiền tệ',
    direction: 'Thao tác',
    directions: {
      credit: 'Ghi có',
      debit: 'Ghi nợ',
    },
    amount: 'Số tiền',
    reasonHint: 'Được lưu trong nhật ký quản trị',
    submit: 'Áp dụng',
    confirm: {
      credit: 'Ghi có {{amount}} cho {{login}}?',
      debit: 'Ghi nợ {{amount}} từ {{login}}?',
    },
    done: 'Đã cập nhật số dư',
    insufficientFunds: 'Ví không đủ số tiền này: ghi nợ không được làm số dư xuống dưới 0.',
  },
};
