import type { LocaleShape } from 'shared-ui';
import type { statisticsEn } from './en';

export const statisticsVt: LocaleShape<typeof statisticsEn> = {
  statistics: {
    loadFailed: 'Không thể tải thống kê',
    period: 'Khoảng thời gian',
    from: 'Từ',
    to: 'Đến',
    presets: {
      day: 'Ngày',
      week: 'Tuần',
      month: 'Tháng',
      year: 'Năm',
    },
    totals: {
      newPartners: 'Đối tác mới',
      activePartners: 'Đối tác hoạt động',
      packagesSold: 'Gói đã bán',
      packagesAmount: 'Gói đã bán, số tiền',
      deposits: 'Nạp tiền',
      withdrawals: 'Rút tiền',
    },
    bonusesTitle: 'Tiền thưởng đã trả',
    bonuses: {
      'daily-bonus': 'Thưởng hằng ngày',
      'partner-purchase-bonus': 'Thưởng mua hàng của đối tác',
      'binary-bonus': 'Thưởng nhị phân',
      'career-bonus': 'Thưởng sự nghiệp',
    },
    charts: {
      newPartners: 'Đối tác mới theo ngày',
      packagesSold: 'Gói đã bán theo ngày',
      money: 'Gói, nạp tiền và rút tiền theo ngày, GTC',
      bonuses: 'Tiền thưởng theo ngày, GTC',
    },
  },
};
