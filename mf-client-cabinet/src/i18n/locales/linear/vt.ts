import type { LocaleShape } from 'shared-ui';
import type { linearEn } from './en';

export const linearVt: LocaleShape<typeof linearEn> = {
  linear: {
    level: 'Cấp',
    levelN: 'Cấp {{level}}',
    reward: 'Phần thưởng',
    state: 'Trạng thái',
    open: 'Đã mở',
    locked: 'Đã khóa',
    partners: 'Đối tác',
    volume: 'Giao dịch mua',
    bonus: 'Thưởng',
    about: {
      rulesTitle: 'Chương trình tuyến tính hoạt động như thế nào',
      p1: 'Khi một đối tác trong cấu trúc của bạn mua hoặc nâng cấp gói, bạn nhận một phần số tiền đã thanh toán theo tuyến của họ: bảng phần thưởng cho biết phần của từng cấp.',
      p2: 'Một cấp chỉ trả thưởng khi nó đã mở cho bạn. Số cấp đã mở bằng số cấp tuyến tính cao nhất trong các gói đang hoạt động của bạn; không có gói đang hoạt động thì không cấp nào được mở.',
      p3: 'Phần của cấp bị khóa không được trả và không được chuyển lên trên. Tiền thưởng được cộng vào số dư GTC của bạn ngay khi mua.',
      tableTitle: 'Phần thưởng theo cấp',
      openLevels: 'Số cấp đã mở: {{count}} trên {{total}}',
      lockedHint: 'Gói có nhiều cấp tuyến tính hơn sẽ mở các cấp bị khóa.',
      openMore: 'Chọn gói',
      loadFailed: 'Không thể tải quy tắc chương trình tuyến tính',
    },
    statistic: {
      total: 'Thưởng tuyến tính trong kỳ',
      hint: 'Theo từng cấp: các đối tác trên tuyến đó, giao dịch mua gói của họ trong kỳ và tiền thưởng đã trả cho bạn.',
      loadFailed: 'Không thể tải thống kê tuyến tính',
      chart: { title: 'Thưởng tuyến tính trong kỳ', bonus: 'Thưởng tuyến tính' },
    },
    structure: { empty: 'Chưa có đối tác nào trên tuyến {{line}}' },
  },
};
