import type { LocaleShape } from 'shared-ui/public';
import type { en } from './en';

/** Vietnamese ('vt' is the product's code for it). */
export const vt: LocaleShape<typeof en> = {
  layout: {
    tagline: 'Chương trình đầu tư và đối tác',
    nav: 'Menu chính',
    login: 'Đăng nhập',
    signup: 'Tạo tài khoản',
    legalNav: 'Thông tin pháp lý',
    support: 'Hỗ trợ',
    privacyPolicy: 'Chính sách bảo mật',
    publicOffer: 'Đề nghị công khai',
    copyright: '© {{year}} {{app}}. Bảo lưu mọi quyền.',
  },
  home: {
    title: 'Đầu tư, xây dựng mạng lưới và kiếm thu nhập mỗi ngày',
    lead: 'Chọn gói đầu tư với thu nhập hằng ngày bằng GTC, mời đối tác và nhận thưởng tuyến tính, nhị phân và thưởng sự nghiệp, tất cả trong một tủ cá nhân.',
    signup: 'Tạo tài khoản',
    login: 'Vào tủ cá nhân',
    invitationTitle: 'Chỉ đăng ký theo lời mời',
    invitationText:
      'Để tham gia, bạn cần liên kết mời hoặc mã đối tác từ một đối tác đang hoạt động. Hãy hỏi người đã giới thiệu nền tảng cho bạn.',
    featuresTitle: 'Nền tảng mang lại gì',
    features: {
      packages: {
        title: 'Gói đầu tư',
        text: 'Các gói với nhiều mức giá, thu nhập hằng ngày, lịch thu nhập và nâng cấp bằng cách trả phần chênh lệch.',
      },
      network: {
        title: 'Chương trình đối tác',
        text: 'Ba chương trình thưởng (tuyến tính, nhị phân và sự nghiệp) tưởng thưởng cho việc phát triển mạng lưới đối tác của bạn.',
      },
      finance: {
        title: 'Nạp và rút tiền',
        text: 'Nạp bằng USDT (TRC20), chuyển GTC cho đối tác khác và rút USDT hoặc GTC vào các ngày quy định.',
      },
      security: {
        title: 'Bảo mật',
        text: 'Xác thực hai yếu tố bảo vệ mọi giao dịch tiền, và mật khẩu của bạn không bao giờ được lưu ở dạng đọc được.',
      },
    },
    stepsTitle: 'Cách bắt đầu',
    steps: {
      invite: {
        title: 'Nhận lời mời',
        text: 'Nhận liên kết cá nhân hoặc mã đối tác từ một đối tác đang hoạt động.',
      },
      register: {
        title: 'Đăng ký',
        text: 'Điền một biểu mẫu ngắn. Chúng tôi sẽ gửi email liên kết để bạn đặt mật khẩu.',
      },
      invest: {
        title: 'Chọn gói',
        text: 'Nạp tiền vào số dư, mua gói và theo dõi thu nhập trong tủ cá nhân.',
      },
    },
  },
  signup: {
    title: 'Tạo tài khoản',
    subtitle:
      'Việc đăng ký cần lời mời từ một đối tác đang hoạt động. Bạn sẽ đặt mật khẩu qua liên kết chúng tôi gửi qua email.',
    firstName: 'Tên',
    lastName: 'Họ',
    nameHint: 'Bằng chữ cái Latinh, như trong hộ chiếu',
    email: 'Email',
    emailHint: 'Liên kết đặt mật khẩu sẽ được gửi đến địa chỉ này',
    login: 'Tên đăng nhập',
    loginHint: 'Bạn có thể đăng nhập bằng tên này hoặc bằng email',
    phone: 'Số điện thoại',
    phoneHint: 'Theo định dạng quốc tế, bắt đầu bằng mã quốc gia',
    partnerCode: 'Mã đối tác',
    partnerCodeHint: '8 chữ cái và chữ số trong lời mời của người bảo trợ',
    partnerCodeFromLink: 'Được điền từ liên kết mời của bạn',
    sponsor: 'Người bảo trợ của bạn: {{login}}',
    submit: 'Tạo tài khoản',
    haveAccount: 'Đã đăng ký?',
    loginLink: 'Đăng nhập',
    successTitle: 'Bạn đã đăng ký thành công',
    successText:
      'Chúng tôi đã gửi email đến {{email}}. Hãy mở liên kết trong đó để đặt mật khẩu, sau đó bạn sẽ được đăng nhập vào tủ cá nhân.',
    successHint:
      'Sau vài phút vẫn chưa nhận được email? Hãy kiểm tra thư mục thư rác hoặc yêu cầu liên kết mới trên trang đặt lại mật khẩu.',
    toLogin: 'Đến trang đăng nhập',
    newLink: 'Yêu cầu liên kết mới',
  },
  login: {
    title: 'Đăng nhập',
    subtitle: 'Chào mừng bạn quay lại! Đăng nhập vào tủ đối tác của bạn.',
    login: 'Tên đăng nhập hoặc email',
    password: 'Mật khẩu',
    forgot: 'Quên mật khẩu?',
    submit: 'Đăng nhập',
    noAccount: 'Chưa có tài khoản?',
    signupLink: 'Đăng ký bằng lời mời của bạn',
  },
  adminLogin: {
    title: 'Back-office',
    subtitle: 'Đăng nhập bằng tài khoản quản trị viên.',
    login: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    partnerLogin: 'Đăng nhập cho đối tác',
  },
  forgotPassword: {
    title: 'Đặt lại mật khẩu',
    subtitle: 'Nhập email của tài khoản, chúng tôi sẽ gửi cho bạn liên kết để đặt mật khẩu mới.',
    email: 'Email',
    submit: 'Gửi liên kết',
    backToLogin: 'Quay lại đăng nhập',
    sentTitle: 'Đã gửi email đặt lại mật khẩu',
    sentText:
      'Nếu tồn tại tài khoản với {{email}}, chúng tôi đã gửi email đặt lại mật khẩu đến địa chỉ đó. Liên kết chỉ có hiệu lực trong thời gian giới hạn.',
  },
  setPassword: {
    title: 'Đặt mật khẩu',
    subtitle: 'Chọn mật khẩu cho tài khoản của bạn. Sau khi lưu, bạn sẽ được đăng nhập.',
    password: 'Mật khẩu mới',
    passwordHint: 'Ít nhất 8 ký tự. Một cụm từ dài an toàn hơn một mật khẩu ngắn và phức tạp.',
    confirm: 'Nhập lại mật khẩu',
    submit: 'Lưu và đăng nhập',
    success: 'Đã cập nhật mật khẩu',
    invalidTitle: 'Liên kết không hợp lệ hoặc đã hết hạn',
    invalidText:
      'Liên kết đặt mật khẩu chỉ dùng được một lần và trong thời gian giới hạn. Hãy yêu cầu liên kết mới, chỉ mất một phút.',
    requestNew: 'Yêu cầu liên kết mới',
  },
  twoFactor: {
    title: 'Xác thực hai yếu tố',
    subtitle: 'Nhập mã 6 chữ số từ ứng dụng xác thực hoặc một trong các mã khôi phục của bạn.',
    code: 'Mã',
    codeHint: 'Mỗi mã khôi phục chỉ dùng được một lần',
    submit: 'Xác nhận',
    back: 'Quay lại đăng nhập',
    expired: 'Phiên đăng nhập đã hết hạn',
    expiredText: 'Mã phải được nhập trong vòng 5 phút sau mật khẩu. Vui lòng đăng nhập lại.',
    signInAgain: 'Đăng nhập lại',
  },
  captcha: { required: 'Vui lòng xác nhận bạn không phải là robot' },
  legal: {
    effective: 'Có hiệu lực từ {{date}}',
    contents: 'Mục lục',
    loadFailed: 'Không thể tải tài liệu.',
  },
};
