import type { LocaleShape } from 'shared-ui';
import type { promoEn } from './en';

export const promoVt: LocaleShape<typeof promoEn> = {
  promo: {
    starts: 'Bắt đầu',
    ends: 'Kết thúc',
    ended: 'Chương trình đã kết thúc',
    none: 'Hiện không có chương trình khuyến mãi nào',
    loadFailed: 'Không thể tải chương trình khuyến mãi',
    notQualified: 'Hãy đạt cấp 1 ({{amount}} doanh thu tuyến đầu) để điền phiếu tham gia.',
    tiers: {
      title: 'Các cấp và giải thưởng',
      level: 'Cấp',
      levelN: 'Cấp {{level}}',
      threshold: 'Doanh thu tuyến đầu',
      prize: 'Giải thưởng',
      reached: 'Đã đạt',
    },
    progress: {
      title: 'Tiến độ của bạn',
      turnover: 'Doanh thu tuyến đầu',
      level: 'Cấp của bạn',
      noLevel: '—',
      toNext: 'Còn {{amount}} để đạt cấp {{level}}: {{prize}}',
      toNextLabel: 'Tiến độ đến cấp {{level}}',
      top: 'Bạn đã đạt cấp cao nhất',
    },
    form: {
      title: 'Phiếu tham gia',
      hint: 'Điền thông tin như trong hộ chiếu, bằng chữ cái Latinh. Phiếu chỉ được gửi một lần.',
      latinHint: 'Bằng chữ cái Latinh',
      firstName: 'Tên',
      lastName: 'Họ',
      birthDate: 'Ngày sinh',
      country: 'Quốc gia',
      city: 'Thành phố',
      passportNumber: 'Số hộ chiếu',
      passportExpiry: 'Hộ chiếu có hiệu lực đến',
      phone: 'Điện thoại',
      submit: 'Gửi phiếu',
      filed: 'Phiếu của bạn đã được gửi',
    },
    request: {
      title: 'Phiếu tham gia của bạn',
      status: 'Trạng thái',
      date: 'Đã gửi',
      level: 'Cấp',
      name: 'Họ tên',
      statuses: { submitted: 'Đang xem xét', approved: 'Đã duyệt', rejected: 'Bị từ chối' },
    },
  },
};
