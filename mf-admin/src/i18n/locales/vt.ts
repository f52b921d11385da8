import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { careerVt } from './career/vt';
import { chainVt } from './chain/vt';
import { depositsVt } from './deposits/vt';
import { logsVt } from './logs/vt';
import { moneyVt } from './money/vt';
import { navigationVt } from './navigation/vt';
import { operationsVt } from './operations/vt';
import { packagesVt } from './packages/vt';
import { partnersVt } from './partners/vt';
import { permissionsVt } from './permissions/vt';
import { promoVt } from './promo/vt';
import { rolesVt } from './roles/vt';
import { settingsVt } from './settings/vt';
import { statisticsVt } from './statistics/vt';
import { supportVt } from './support/vt';
import { transfersVt } from './transfers/vt';
import { twoFactorVt } from './two-factor/vt';
import { usersVt } from './users/vt';
import { withdrawalsVt } from './withdrawals/vt';

/** Vietnamese ('vt' is the product's code for it). */
export const vt: LocaleShape<typeof en> = {
  groups: {
    users: 'Người dùng',
    access: 'Vai trò và quyền',
    partners: 'Đối tác',
    packages: 'Gói',
    transactions: 'Giao dịch',
    logs: 'Nhật ký',
    statistics: 'Thống kê',
    promo: 'Khuyến mãi',
    support: 'Hỗ trợ',
    settings: 'Cài đặt',
  },
  routes: {
    usersList: 'Người dùng',
    usersCreate: 'Người dùng mới',
    usersEdit: 'Sửa người dùng',
    usersShow: 'Người dùng',
    permissions: 'Quyền',
    roles: 'Vai trò',
    rolesCreate: 'Vai trò mới',
    rolesEdit: 'Sửa vai trò',
    rolesShow: 'Vai trò',
    partners: 'Đối tác',
    partnersCreate: 'Đối tác mới',
    partnersEdit: 'Sửa đối tác',
    partnersShow: 'Đối tác',
    partnersChangeBalance: 'Thay đổi số dư đối tác',
    packages: 'Gói',
    packagesCreate: 'Gói mới',
    packagesEdit: 'Sửa gói',
    packagesShow: 'Gói',
    transactions: 'Tất cả giao dịch',
    transactionsShow: 'Giao dịch',
    transactionsEdit: 'Sửa giao dịch',
    withdrawals: 'Rút tiền',
    withdrawalsShow: 'Lệnh rút tiền',
    withdrawalsEdit: 'Sửa lệnh rút tiền',
    deposits: 'Nạp tiền',
    depositsShow: 'Lệnh nạp tiền',
    depositsEdit: 'Sửa lệnh nạp tiền',
    transfers: 'Chuyển tiền',
    transfersShow: 'Lệnh chuyển tiền',
    chainTransfers: 'Thanh toán trên chuỗi',
    adminLogs: 'Nhật ký quản trị viên',
    clientLogs: 'Nhật ký khách hàng',
    partnerLogs: 'Nhật ký đối tác',
    statistics: 'Thống kê',
    promoPartners: 'Đối tác khuyến mãi',
    promoRequests: 'Yêu cầu khuyến mãi',
    promoRequestsShow: 'Yêu cầu khuyến mãi',
    settingsTwoFa: 'Xác thực hai yếu tố',
    settingsFinance: 'Cài đặt tài chính',
    settingsChain: 'Nạp tiền từ chuỗi',
    support: 'Yêu cầu hỗ trợ',
    supportShow: 'Yêu cầu hỗ trợ',
    settingsSupport: 'Liên hệ hỗ trợ',
  },
  layout: {
    brand: 'Quản trị',
  },
  forbidden: {
    available: 'Các mục bạn có thể truy cập',
    none: 'Tài khoản của bạn chưa được cấp quyền cho mục nào. Hãy liên hệ quản trị viên.',
  },
  actions: {
    view: 'Xem',
    edit: 'Sửa',
    delete: 'Xóa',
    deleteConfirm: 'Xóa “{{name}}”? Không thể hoàn tác.',
  },
  list: {
    total: 'Tổng: {{total}}',
    emptySearch: 'Không có kết quả khớp với “{{search}}”',
    emptyFiltered: 'Không có kết quả khớp với bộ lọc',
    clearFilters: 'Xóa bộ lọc',
    export: 'Xuất CSV',
  },
  record: {
    notFound: 'Bản ghi không tồn tại hoặc đã bị xóa',
    loadFailed: 'Không thể tải bản ghi',
    backToList: 'Quay lại danh sách',
  },
  ...careerVt,
  ...chainVt,
  ...depositsVt,
  ...logsVt,
  ...moneyVt,
  ...navigationVt,
  ...operationsVt,
  ...packagesVt,
  ...partnersVt,
  ...permissionsVt,
  ...promoVt,
  ...rolesVt,
  ...settingsVt,
  ...statisticsVt,
  ...supportVt,
  ...transfersVt,
  ...twoFactorVt,
  ...usersVt,
  ...withdrawalsVt,
};
