import type { LocaleShape } from 'shared-ui';
import type { dashboardEn } from './en';

export const dashboardVt: LocaleShape<typeof dashboardEn> = {
  period: {
    label: 'Khoảng thời gian',
    day: 'Ngày',
    week: 'Tuần',
    month: 'Tháng',
    year: 'Năm',
    all: 'Toàn bộ thời gian',
  },
  income: {
    title: 'Thu nhập theo loại thưởng',
    total: 'Tổng thu nhập',
    loadFailed: 'Không thể tải thống kê thu nhập',
  },
  packageStats: {
    title: 'Thống kê gói',
    active: 'Gói đang hoạt động',
    finished: 'Gói đã kết thúc',
    invested: 'Đã đầu tư',
    earned: 'Đã kiếm được',
  },
  networkStatuses: {
    title: 'Trạng thái đối tác theo tuyến',
    line: 'Tuyến',
    total: 'Đối tác',
    active: 'Đang hoạt động',
    careerStatuses: 'Danh hiệu sự nghiệp',
    loadFailed: 'Không thể tải trạng thái đối tác',
  },
};
