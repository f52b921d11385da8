import type { LocaleShape } from 'shared-ui';
import type { partnersEn } from './en';

export const partnersVt: LocaleShape<typeof partnersEn> = {
  invite: {
    title: 'Đăng ký đối tác mới',
    hint: 'Đối tác sẽ vào cấu trúc của bạn và nhận email có liên kết để đặt mật khẩu.',
    inactive: 'Hãy mua một gói đầu tư để đăng ký đối tác.',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    login: 'Tên đăng nhập',
    phone: 'Điện thoại',
    phoneHint: 'Định dạng quốc tế, ví dụ +84 912 345 678',
    submit: 'Đăng ký',
    done: 'Đã đăng ký',
  },
  partners: {
    lineN: 'Tuyến {{line}}',
    active: 'Đang hoạt động',
    inactive: 'Không hoạt động',
    activeHint: 'Các đối tác đang hoạt động trong cấu trúc của bạn, đến tuyến thứ 6.',
    deactivatedHint:
      'Các đối tác trong cấu trúc của bạn không có gói đang hoạt động: họ không nhận thưởng cho đến khi mua một gói.',
    columns: {
      partner: 'Đối tác',
      code: 'Mã đối tác',
      line: 'Tuyến',
      status: 'Trạng thái',
      career: 'Danh hiệu sự nghiệp',
      volume: 'Doanh số',
      sponsor: 'Người bảo trợ',
      registered: 'Ngày đăng ký',
    },
    filters: {
      line: 'Tuyến',
      allLines: 'Tất cả các tuyến',
      search: 'Tìm theo tên đăng nhập hoặc tên',
    },
    total: '{{total}} đối tác',
    empty: 'Chưa có đối tác đang hoạt động',
    emptyDeactivated: 'Không có đối tác đã hủy kích hoạt',
    emptyFiltered: 'Không có đối tác phù hợp với bộ lọc',
    clear: 'Xóa bộ lọc',
    loadFailed: 'Không thể tải danh sách đối tác',
  },
};
