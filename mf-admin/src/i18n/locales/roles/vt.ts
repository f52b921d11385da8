import type { LocaleShape } from 'shared-ui';
import type { rolesEn } from './en';

export const rolesVt: LocaleShape<typeof rolesEn> = {
  roles: {
    searchPlaceholder: 'Tìm theo tên',
    create: 'Vai trò mới',
    empty: 'Chưa có vai trò',
    loadFailed: 'Không thể tải danh sách vai trò',
    saved: 'Đã lưu vai trò',
    selectAll: 'Chọn tất cả',
    selectAllOf: 'Chọn tất cả: {{group}}',
    noPermissions: 'Không có quyền',
    columns: {
      id: 'ID',
      name: 'Tên',
      permissions: 'Quyền',
      userCount: 'Người dùng',
      createdAt: 'Ngày tạo',
      actions: 'Thao tác',
    },
  },
};
