import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersVt: LocaleShape<typeof transfersEn> = {
  transfers: {
    empty: 'Chưa có chuyển khoản nào',
    loadFailed: 'Không tải được danh sách chuyển khoản',
    columns: {
      id: 'ID',
      createdAt: 'Ngày',
      sender: 'Người gửi',
      recipient: 'Người nhận',
      amount: 'Số tiền',
      transaction: 'Giao dịch sổ cái',
      actions: 'Thao tác',
    },
  },
};
