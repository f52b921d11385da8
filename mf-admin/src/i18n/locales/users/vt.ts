import type { LocaleShape } from 'shared-ui';
import type { usersEn } from './en';

export const usersVt: LocaleShape<typeof usersEn> = {
  users: {
    searchPlaceholder: 'Tìm theo tên đăng nhập, họ tên hoặc email',
    create: 'Người dùng mới',
    empty: 'Chưa có người dùng',
    loadFailed: 'Không thể tải danh sách người dùng',
    noRoles: 'Không có vai trò',
    roleFilter: 'Vai trò',
    password: 'Mật khẩu',
    passwordKeep: 'Để trống để giữ mật khẩu hiện tại',
    rolesPlaceholder: 'Chọn vai trò',
    saved: 'Đã lưu người dùng',
    columns: {
      id: 'ID',
      login: 'Tên đăng nhập',
      name: 'Họ tên',
      email: 'Email',
      roles: 'Vai trò',
      createdAt: 'Ngày tạo',
      actions: 'Thao tác',
    },
  },
};
