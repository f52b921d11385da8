import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerVt: LocaleShape<typeof careerEn> = {
  career: {
    tabs: {
      packages: 'Gói',
      statuses: 'Danh hiệu sự nghiệp',
    },
    subtitle: 'Ngưỡng tính bằng GTC theo tổng thanh toán gói, tính đến tuyến 5',
    empty: 'Không có danh hiệu sự nghiệp',
    loadFailed: 'Không thể tải các danh hiệu sự nghiệp',
    saved: 'Đã lưu danh hiệu sự nghiệp',
    editOf: 'Sửa “{{name}}”',
    columns: {
      rank: 'Thứ hạng',
      name: 'Tên',
      personal: 'Doanh số cá nhân',
      firstLine: 'Doanh số tuyến một',
      mainBranch: 'Doanh số nhánh chính',
      secondary: 'Nhánh phụ',
      secondaryBranches: 'Nhánh phụ, số lượng',
      secondaryThreshold: 'Mỗi nhánh phụ',
      side: 'Doanh số bên',
      reward: 'Phần thưởng',
      mentorReward: 'Phần thưởng người hướng dẫn',
      actions: 'Thao tác',
    },
  },
};
