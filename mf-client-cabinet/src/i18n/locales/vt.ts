import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { binaryVt } from './binary/vt';
import { careerVt } from './career/vt';
import { dashboardVt } from './dashboard/vt';
import { depositsVt } from './deposits/vt';
import { linearVt } from './linear/vt';
import { operationsVt } from './operations/vt';
import { packagesVt } from './packages/vt';
import { partnersVt } from './partners/vt';
import { promoVt } from './promo/vt';
import { supportVt } from './support/vt';
import { transfersVt } from './transfers/vt';
import { walletVt } from './wallet/vt';
import { withdrawalsVt } from './withdrawals/vt';

/** Vietnamese ('vt' is the product's code for it). */
export const vt: LocaleShape<typeof en> = {
  groups: {
    dashboard: 'Tổng quan',
    investments: 'Đầu tư',
    binary: 'Chương trình nhị phân',
    linear: 'Chương trình tuyến tính',
    career: 'Sự nghiệp',
    finance: 'Tài chính',
    partners: 'Đối tác',
    profile: 'Hồ sơ',
    promo: 'Khuyến mãi',
    support: 'Hỗ trợ',
  },
  routes: {
    dashboard: { title: 'Tổng quan', menu: 'Tổng quan' },
    investPackage: { title: 'Gói đầu tư', menu: 'Mua gói' },
    myPackage: { title: 'Gói của tôi', menu: 'Gói của tôi' },
    copyTrading: { title: 'Copy trading', menu: 'Copy trading' },
    binaryStatistic: { title: 'Thống kê thưởng nhị phân', menu: 'Thống kê' },
    binaryStructure: { title: 'Cấu trúc nhị phân', menu: 'Cấu trúc' },
    binaryAbout: { title: 'Quy tắc chương trình nhị phân', menu: 'Quy tắc' },
    binaryBasket: { title: 'Giỏ đối tác', menu: 'Giỏ đối tác' },
    linearStatistic: { title: 'Thống kê thưởng tuyến tính', menu: 'Thống kê' },
    linearStructure: { title: 'Cấu trúc tuyến tính', menu: 'Cấu trúc' },
    linearAbout: { title: 'Quy tắc chương trình tuyến tính', menu: 'Quy tắc' },
    careerStatistic: { title: 'Thống kê sự nghiệp', menu: 'Thống kê' },
    careerAbout: { title: 'Quy tắc chương trình sự nghiệp', menu: 'Quy tắc' },
    finOperation: { title: 'Giao dịch tài chính', menu: 'Giao dịch' },
    balanceDeposit: { title: 'Nạp tiền vào số dư', menu: 'Nạp tiền' },
    balanceWithdraw: { title: 'Rút tiền', menu: 'Rút tiền' },
    balanceTransfer: { title: 'Chuyển cho đối tác', menu: 'Chuyển tiền' },
    partners: { title: 'Đối tác của tôi', menu: 'Đối tác của tôi' },
    partnersDeactivated: { title: 'Đối tác đã hủy kích hoạt', menu: 'Đã hủy kích hoạt' },
    profile: { title: 'Thông tin cá nhân', menu: 'Thông tin cá nhân' },
    security: { title: 'Bảo mật và 2FA', menu: 'Bảo mật' },
    promo: { title: 'Khuyến mãi ra mắt', menu: 'Khuyến mãi' },
    support: { title: 'Hỗ trợ', menu: 'Hỗ trợ' },
  },
  layout: {
    brand: 'Văn phòng đối tác',
    balance: 'Số dư',
  },
  me: {
    loadFailed: 'Không thể tải tài khoản của bạn',
    loadFailedText: 'Hãy kiểm tra kết nối và thử lại.',
  },
  inactive: {
    title: 'Trạng thái của bạn chưa hoạt động',
    text: 'Bạn cần một gói đầu tư đang hoạt động để mời đối tác và nhận thưởng.',
    action: 'Chọn gói',
  },
  dashboard: {
    welcome: 'Chào mừng, {{name}}!',
    referral: {
      title: 'Liên kết giới thiệu',
      hint: 'Chia sẻ liên kết này: đối tác đăng ký qua liên kết sẽ vào cấu trúc của bạn.',
      inactiveHint: 'Lời mời sẽ có hiệu lực khi bạn có gói đang hoạt động.',
      linkLabel: 'Liên kết giới thiệu của bạn',
      code: 'Mã đối tác',
      copy: 'Sao chép',
      copied: 'Đã sao chép',
      copyFailed: 'Không thể sao chép. Hãy chọn liên kết và sao chép thủ công.',
    },
    sponsor: {
      title: 'Người bảo trợ',
      name: 'Họ tên',
      login: 'Tên đăng nhập',
      code: 'Mã đối tác',
      none: 'Không có người bảo trợ',
      noneText: 'Bạn đang ở đỉnh của cấu trúc.',
    },
  },
  impersonation: {
    title: 'Quản trị viên đang xem văn phòng này',
    text: 'Phiên này do quản trị viên mở qua chức năng đăng nhập thay và chỉ để xem: các thao tác tiền, bảo mật, hồ sơ và lời mời bị tắt.',
    viewOnly: 'Chỉ xem: phiên đăng nhập thay của quản trị viên không thể thay đổi',
  },
  profile: {
    loadFailed: 'Không thể tải hồ sơ của bạn',
    avatar: {
      title: 'Ảnh',
      upload: 'Tải ảnh lên',
      change: 'Đổi ảnh',
      hint: 'PNG, JPEG hoặc WebP, tối đa {{size}} MB',
      uploaded: 'Đã tải ảnh lên',
      alt: 'Ảnh của bạn',
    },
    form: {
      title: 'Thông tin cá nhân',
      login: 'Tên đăng nhập',
      email: 'Email',
      firstName: 'Tên',
      lastName: 'Họ',
      nameHint: 'Bằng chữ cái Latinh, như trong hộ chiếu',
      birthDate: 'Ngày sinh',
      birthDatePlaceholder: 'Chọn ngày',
      country: 'Quốc gia',
      countryPlaceholder: 'Nhập tên quốc gia',
      countryCode: 'Mã quốc gia',
      countryCodeHint: 'Dấu + và mã quay số, ví dụ +84',
      phone: 'Điện thoại',
      phoneHint: 'Định dạng quốc tế, ví dụ +84 912 345 678',
      socialsTitle: 'Mạng xã hội',
      socials: { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook', x: 'X' },
      updated: 'Đã cập nhật',
    },
  },
  security: {
    loadFailed: 'Không thể tải cài đặt bảo mật của bạn',
    twoFa: {
      title: 'Xác thực hai yếu tố (2FA)',
      on: 'Đã bật',
      off: 'Đã tắt',
      onText:
        'Khi đăng nhập và thực hiện thao tác được bảo vệ, hệ thống sẽ yêu cầu mã từ ứng dụng xác thực. Số mã khôi phục còn lại: {{left}}.',
      offText:
        'Bật 2FA để bảo vệ việc đăng nhập. Rút tiền và một số thao tác khác chỉ khả dụng khi có 2FA.',
      enable: 'Bật 2FA',
      disable: 'Tắt 2FA',
      enabled: 'Đã bật 2FA',
      disabled: 'Đã tắt 2FA',
      setupFailed: 'Không thể bắt đầu thiết lập 2FA',
      scan: 'Quét mã QR bằng ứng dụng xác thực (Google Authenticator, Authy, 1Password…), rồi nhập mã 6 chữ số mà ứng dụng hiển thị.',
      qrLabel: 'Mã QR cho ứng dụng xác thực',
      secretLabel: 'Hoặc nhập thủ công khóa này vào ứng dụng:',
      confirm: 'Xác nhận và bật',
      disableText: 'Nhập mã từ ứng dụng xác thực hoặc một mã khôi phục để tắt 2FA.',
      code: 'Mã 2FA',
      codeHint: 'Mã 6 chữ số từ ứng dụng hoặc một mã khôi phục',
    },
    codes: {
      title: 'Hãy lưu các mã khôi phục',
      text: 'Nếu mất quyền truy cập ứng dụng xác thực, hãy đăng nhập bằng một trong các mã này; mỗi mã chỉ dùng được một lần. Các mã chỉ hiển thị lúc này: hãy sao chép hoặc tải xuống và cất giữ ở nơi an toàn.',
      copy: 'Sao chép các mã',
      copied: 'Đã sao chép',
      copyFailed: 'Không thể sao chép. Hãy chọn các mã và sao chép thủ công.',
      download: 'Tải xuống .txt',
      saved: 'Tôi đã lưu các mã',
      fileTitle: 'Mã khôi phục 2FA của {{login}}. Mỗi mã chỉ dùng được một lần.',
    },
    password: {
      title: 'Đổi mật khẩu',
      current: 'Mật khẩu hiện tại',
      new: 'Mật khẩu mới',
      newHint: 'Ít nhất 8 ký tự. Một cụm từ dài an toàn hơn mật khẩu ngắn phức tạp.',
      repeat: 'Nhập lại mật khẩu mới',
      code: 'Mã 2FA',
      submit: 'Cập nhật mật khẩu',
      updated: 'Đã cập nhật mật khẩu',
    },
  },
  ...walletVt,
  ...operationsVt,
  ...packagesVt,
  ...depositsVt,
  ...transfersVt,
  ...withdrawalsVt,
  ...dashboardVt,
  ...partnersVt,
  ...linearVt,
  ...binaryVt,
  ...careerVt,
  ...promoVt,
  ...supportVt,
};
