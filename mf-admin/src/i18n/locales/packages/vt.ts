import type { LocaleShape } from 'shared-ui';
import type { packagesEn } from './en';

export const packagesVt: LocaleShape<typeof packagesEn> = {
  packages: {
    create: 'Gói mới',
    empty: 'Chưa có gói nào',
    loadFailed: 'Không tải được danh sách gói',
    searchPlaceholder: 'Tìm theo tên',
    saved: 'Đã lưu gói',
    deleted: 'Đã xóa gói',
    soldCannotDelete:
      'Gói này đã được bán nên không thể xóa. Hãy chuyển gói sang không hoạt động để ngừng bán.',
    dailyIncomeHint: 'Phần trăm giá được trả mỗi ngày, ví dụ 0.45',
    periodText: '{{period}} + {{additional}} ngày',
    statuses: {
      active: 'Hoạt động',
      inactive: 'Không hoạt động',
    },
    columns: {
      id: 'ID',
      name: 'Tên',
      price: 'Giá',
      dailyIncome: 'Thu nhập mỗi ngày',
      period: 'Thời hạn',
      periodDays: 'Thời hạn, ngày',
      additionalDays: 'Ngày bổ sung',
      linearLevels: 'Cấp tuyến tính',
      binaryDailyLimit: 'Hạn mức nhị phân mỗi ngày',
      totalIncome: 'Tổng thu nhập',
      status: 'Trạng thái',
      soldCount: 'Đã bán',
      actions: 'Thao tác',
    },
  },
};
