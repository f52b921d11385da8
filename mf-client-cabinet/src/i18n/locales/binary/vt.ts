import type { LocaleShape } from 'shared-ui';
import type { binaryEn } from './en';

export const binaryVt: LocaleShape<typeof binaryEn> = {
  binary: {
    left: 'Trái',
    right: 'Phải',
    about: {
      rulesTitle: 'Chương trình nhị phân hoạt động như thế nào',
      rules: {
        tree: {
          title: 'Hai nhánh',
          text: 'Trong cấu trúc nhị phân, dưới mỗi đối tác có tối đa hai vị trí: nhánh trái và nhánh phải.',
        },
        basket: {
          title: 'Giỏ đối tác',
          text: 'Đối tác bạn mời sẽ chờ trong giỏ của bạn. Trong vòng 24 giờ, bạn có thể đặt họ vào nhánh trái hoặc nhánh phải: họ sẽ ở rìa ngoài của nhánh đó. Sau đó hệ thống sẽ tự đặt họ vào nhánh nhỏ hơn của bạn. Việc sắp xếp là cuối cùng.',
        },
        volume: {
          title: 'Doanh số',
          text: 'Số tiền đối tác trả cho các gói được cộng vào nhánh mà họ đứng, cho mọi đối tác phía trên họ. Doanh số từ những đối tác không do bạn tự mời là doanh số tràn.',
        },
        close: {
          title: 'Chốt hằng ngày',
          text: 'Mỗi ngày lúc 00:00 theo giờ máy chủ, doanh số của nhánh nhỏ được ghép với nhánh lớn. Tiền thưởng của bạn là một phần doanh số đã ghép; phần dư của nhánh mạnh được chuyển sang ngày hôm sau.',
        },
        limit: {
          title: 'Giới hạn phần thưởng',
          text: 'Tiền thưởng mỗi ngày bị giới hạn bởi giới hạn nhị phân của gói đang hoạt động cao nhất của bạn. Phần vượt quá không được cộng: hãy nâng cấp gói để tăng giới hạn.',
        },
      },
      limitTitle: 'Giới hạn phần thưởng hằng ngày theo gói',
      limitHint: 'Giới hạn của bạn là giới hạn của gói đang hoạt động cao nhất.',
      package: 'Gói',
      price: 'Giá',
      dailyLimit: 'Giới hạn ngày',
    },
    basket: {
      hint: 'Các đối tác bạn mời đang chờ được sắp xếp, ai còn ít thời gian nhất xếp trước. Khi hết thời gian, hệ thống sẽ đặt họ vào nhánh nhỏ hơn của bạn.',
      cannotPlace: 'Không thể phân bổ: hãy nhờ tuyến trên kích hoạt bạn',
      partner: 'Đối tác',
      investment: 'Khoản đầu tư',
      registered: 'Ngày đăng ký',
      timeLeft: 'Thời gian còn lại',
      place: 'Sắp xếp',
      left: 'Trái',
      right: 'Phải',
      placeLeft: 'Đặt {{login}} vào nhánh trái',
      placeRight: 'Đặt {{login}} vào nhánh phải',
      confirm: {
        left: 'Đặt {{login}} vào nhánh trái?',
        right: 'Đặt {{login}} vào nhánh phải?',
        text: 'Đối tác sẽ ở rìa ngoài của nhánh đó. Việc sắp xếp là cuối cùng.',
      },
      placed: {
        left: '{{login}} đã được đặt vào nhánh trái',
        right: '{{login}} đã được đặt vào nhánh phải',
      },
      autoPlacing: 'Đang được sắp xếp tự động',
      empty: 'Giỏ của bạn trống',
      loadFailed: 'Không thể tải giỏ',
    },
    structure: {
      search: 'Tìm đối tác theo tên đăng nhập',
      notFound: 'Không có đối tác với tên đăng nhập này trong cấu trúc của bạn',
      result: '{{login}} (cấp {{depth}})',
      path: 'Đường dẫn trong cấu trúc',
      skipped: 'Số cấp bị ẩn: {{count}}',
      home: 'Quay về tôi',
      open: 'Mở cấu trúc của {{login}}',
      more: 'Còn đối tác ở bên dưới',
      empty: { left: 'Vị trí trống (trái)', right: 'Vị trí trống (phải)' },
      notPlaced: 'Bạn chưa có trong cấu trúc nhị phân',
      loadFailed: 'Không thể tải cấu trúc',
    },
    statistic: {
      fields: {
        leftVolume: 'Doanh số nhánh trái',
        rightVolume: 'Doanh số nhánh phải',
        smallerLeg: 'Nhánh nhỏ hơn',
        volumeWithoutSpillover: 'Doanh số không tính tràn',
        spilloverDifference: 'Chênh lệch doanh số tràn',
        leftCount: 'Đối tác ở nhánh trái',
        rightCount: 'Đối tác ở nhánh phải',
        carryLeft: 'Chuyển tiếp (trái)',
        carryRight: 'Chuyển tiếp (phải)',
        earnings: 'Thu nhập',
        notAccrued: 'Không được cộng',
        rewardLimit: 'Giới hạn phần thưởng hằng ngày',
        projectedToday: 'Thưởng dự kiến hôm nay',
      },
      limit: {
        approaching: 'Bạn sắp đạt giới hạn phần thưởng hằng ngày',
        approachingText: 'Thưởng dự kiến hôm nay là {{projected}} trên giới hạn {{limit}} của bạn.',
        reached: 'Đã đạt giới hạn phần thưởng hằng ngày',
        reachedText:
          'Thưởng dự kiến hôm nay {{projected}} đạt giới hạn {{limit}} của bạn: gói cao hơn sẽ nâng giới hạn.',
        notAccrued: 'Không được cộng do vượt giới hạn: {{amount}}',
        notAccruedText: 'Phần thưởng này vượt quá giới hạn phần thưởng hằng ngày của bạn.',
        upgrade: 'Nâng cấp gói',
      },
      closes: {
        title: 'Các lần chốt hằng ngày',
        date: 'Ngày',
        matched: 'Doanh số đã ghép',
        bonus: 'Thưởng',
        notAccrued: 'Không được cộng',
        empty: 'Không có lần chốt nào trong kỳ này',
      },
      loadFailed: 'Không thể tải thống kê nhị phân',
      chart: {
        title: 'Thưởng nhị phân trong kỳ',
        bonus: 'Đã ghi nhận',
        notAccrued: 'Không ghi nhận do vượt hạn mức',
      },
    },
  },
};
