import type { LegalTexts } from '../legal-types';

/** Vietnamese. */
export const vt: LegalTexts = {
  privacyPolicy: {
    title: 'Chính sách bảo mật',
    intro:
      'Chính sách bảo mật này giải thích cách nhà vận hành {{app}} (“chúng tôi”, “Nhà vận hành”) thu thập, sử dụng, lưu trữ và bảo vệ dữ liệu cá nhân của các đối tác và khách truy cập trang web và tủ cá nhân (“Nền tảng”). Khi đăng ký hoặc sử dụng Nền tảng, bạn xác nhận rằng mình đã đọc Chính sách này.',
    sections: [
      {
        heading: '1. Ai chịu trách nhiệm về dữ liệu của bạn',
        paragraphs: [
          'Nhà vận hành Nền tảng là bên kiểm soát dữ liệu cá nhân được mô tả trong Chính sách này. Các câu hỏi về dữ liệu và yêu cầu thực hiện quyền của bạn có thể gửi đến {{contact}}.',
        ],
      },
      {
        heading: '2. Chúng tôi thu thập dữ liệu gì',
        paragraphs: [
          'Dữ liệu đăng ký: tên và họ bằng chữ cái Latinh, địa chỉ email, tên đăng nhập, số điện thoại và mã đối tác của người đã mời bạn (người bảo trợ của bạn).',
          'Dữ liệu hồ sơ bạn tự chọn bổ sung: ngày sinh, quốc gia và mã quốc gia, tài khoản mạng xã hội, ảnh đại diện và dữ liệu bạn cung cấp trong biểu mẫu tham gia chương trình khuyến mãi.',
          'Dữ liệu tài chính: số dư và giao dịch của bạn bằng GTC và USDT, số tiền nạp và mã băm giao dịch, địa chỉ ví để rút tiền, các gói đầu tư đã mua và tiền thưởng đã được cộng.',
          'Dữ liệu kỹ thuật và bảo mật: địa chỉ IP, thông tin trình duyệt và thiết bị, thời điểm đăng nhập và các sự kiện bảo mật, cài đặt xác thực hai yếu tố và nhật ký các thao tác trong tài khoản của bạn. Chúng tôi không bao giờ lưu mật khẩu ở dạng đọc được, chỉ lưu mã băm một chiều của nó.',
        ],
      },
      {
        heading: '3. Chúng tôi dùng dữ liệu để làm gì',
        paragraphs: [
          'Để tạo và duy trì tài khoản, nhận diện bạn khi đăng nhập và gửi cho bạn email dịch vụ, chẳng hạn liên kết để đặt hoặc đặt lại mật khẩu.',
          'Để cung cấp các dịch vụ của Nền tảng: gói đầu tư và các khoản thu nhập của gói, chương trình đối tác với thưởng tuyến tính, nhị phân và sự nghiệp, nạp tiền, chuyển tiền và rút tiền.',
          'Để giữ an toàn cho Nền tảng: ngăn chặn gian lận, lạm dụng và truy cập trái phép, hạn chế đăng nhập thất bại lặp lại, kiểm tra captcha và điều tra sự cố.',
          'Để thực hiện nghĩa vụ pháp lý, bao gồm kế toán, kiểm tra phòng chống rửa tiền và trả lời các yêu cầu hợp pháp của cơ quan nhà nước.',
          'Chúng tôi xử lý dữ liệu dựa trên hợp đồng với bạn (đề nghị công khai), lợi ích chính đáng của chúng tôi trong việc duy trì dịch vụ an toàn và ổn định, sự đồng ý của bạn khi chúng tôi yêu cầu, và các nghĩa vụ pháp lý.',
        ],
      },
      {
        heading: '4. Ai có thể xem dữ liệu của bạn',
        paragraphs: [
          'Người bảo trợ và các đối tác ở tuyến trên trong cấu trúc chỉ thấy những dữ liệu mà chương trình đối tác cần: tên đăng nhập, tên, ngày đăng ký, trạng thái và khối lượng các gói của bạn. Họ không thấy thông tin liên hệ, số dư, địa chỉ ví hay cài đặt bảo mật của bạn.',
          'Quản trị viên Nền tảng chỉ xem dữ liệu của bạn trong phạm vi vai trò của họ yêu cầu; mọi thao tác quản trị đều được ghi vào nhật ký.',
          'Các nhà cung cấp dịch vụ làm việc cho chúng tôi với nghĩa vụ bảo mật: lưu trữ máy chủ và dữ liệu, gửi email và Google reCAPTCHA, dịch vụ nhận dữ liệu kỹ thuật về trình duyệt của bạn để phân biệt người với bot (việc sử dụng tuân theo Chính sách quyền riêng tư và Điều khoản dịch vụ của Google).',
          'Cơ quan nhà nước, khi pháp luật yêu cầu. Chúng tôi không bán dữ liệu cá nhân của bạn và không chia sẻ chúng cho mục đích quảng cáo.',
        ],
      },
      {
        heading: '5. Cookie và bộ nhớ cục bộ',
        paragraphs: [
          'Nền tảng dùng một cookie để ghi nhớ ngôn ngữ bạn đã chọn và bộ nhớ cục bộ của trình duyệt để giữ phiên đăng nhập (mã thông báo đăng nhập) trên thiết bị của bạn. Cả hai đều cần thiết để Nền tảng hoạt động. Chúng tôi không dùng cookie quảng cáo hay theo dõi.',
          'Dịch vụ captcha có thể đặt cookie riêng khi captcha được hiển thị.',
        ],
      },
      {
        heading: '6. Thời gian lưu trữ dữ liệu',
        paragraphs: [
          'Chúng tôi lưu dữ liệu tài khoản trong suốt thời gian tài khoản tồn tại. Sau khi tài khoản bị đóng, chúng tôi lưu hồ sơ tài chính và nhật ký trong thời gian pháp luật hoặc việc giải quyết tranh chấp yêu cầu, thường tối đa năm năm, và xóa hoặc ẩn danh mọi dữ liệu khác.',
        ],
      },
      {
        heading: '7. Cách chúng tôi bảo vệ dữ liệu',
        paragraphs: [
          'Dữ liệu được truyền qua kết nối mã hóa. Mật khẩu được lưu dưới dạng mã băm một chiều mạnh, mã thông báo đăng nhập được lưu dạng băm và có thể bị thu hồi, số lần thử đăng nhập bị giới hạn. Bạn có thể bật xác thực hai yếu tố, điều bắt buộc khi rút tiền.',
          'Không hệ thống nào an toàn tuyệt đối. Hãy giữ bí mật mật khẩu và mã khôi phục, và báo ngay cho chúng tôi nếu bạn nghi ngờ tài khoản bị truy cập trái phép.',
        ],
      },
      {
        heading: '8. Quyền của bạn',
        paragraphs: [
          'Bạn có thể yêu cầu truy cập dữ liệu của mình, sửa dữ liệu không chính xác, xóa dữ liệu chúng tôi không còn cần, hạn chế xử lý và nhận bản sao dữ liệu ở định dạng phổ biến. Bạn có thể rút lại sự đồng ý bất cứ lúc nào; điều này không ảnh hưởng đến việc xử lý đã diễn ra trước đó.',
          'Hãy gửi yêu cầu đến {{contact}} từ địa chỉ email của tài khoản. Chúng tôi trả lời trong vòng 30 ngày. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu tại quốc gia của mình.',
        ],
      },
      {
        heading: '9. Chuyển dữ liệu ra nước ngoài',
        paragraphs: [
          'Các nhà cung cấp dịch vụ của chúng tôi có thể xử lý dữ liệu ở quốc gia khác. Khi đó, chúng tôi bảo đảm dữ liệu được bảo vệ ở mức phù hợp, ví dụ bằng các điều khoản hợp đồng mẫu.',
        ],
      },
      {
        heading: '10. Giới hạn độ tuổi',
        paragraphs: [
          'Nền tảng chỉ dành cho người đã thành niên. Chúng tôi không cố ý thu thập dữ liệu của người dưới 18 tuổi và sẽ xóa dữ liệu đó ngay khi biết.',
        ],
      },
      {
        heading: '11. Thay đổi Chính sách',
        paragraphs: [
          'Chúng tôi có thể cập nhật Chính sách này. Phiên bản hiện hành luôn có trên trang này kèm ngày có hiệu lực; chúng tôi thông báo các thay đổi quan trọng qua email hoặc trong tủ cá nhân.',
        ],
      },
    ],
  },
  publicOffer: {
    title: 'Đề nghị công khai',
    intro:
      'Tài liệu này là đề nghị công khai của nhà vận hành {{app}} (“Nhà vận hành”) về việc giao kết hợp đồng sử dụng Nền tảng và các dịch vụ của Nền tảng theo các điều kiện dưới đây. Bạn chấp nhận đề nghị khi đăng ký trên Nền tảng hoặc mua gói đầu tư và xác nhận đồng ý với đề nghị này cùng Chính sách bảo mật; sự đồng ý của bạn được ghi lại kèm ngày và giờ.',
    sections: [
      {
        heading: '1. Thuật ngữ',
        paragraphs: [
          '“Nền tảng”: trang web và tủ cá nhân của {{app}} cùng mọi dịch vụ. “Đối tác”: người đã thành niên đã đăng ký trên Nền tảng và chấp nhận đề nghị này. “Người bảo trợ”: đối tác đã mời một đối tác khác; người bảo trợ được xác định khi đăng ký và không bao giờ thay đổi.',
          '“GTC”: đơn vị hạch toán nội bộ của Nền tảng. “USDT”: đồng stablecoin Tether trên mạng TRON (TRC20) dùng để nạp và rút tiền. “Gói đầu tư”: sản phẩm được mua bằng GTC, mang lại thu nhập hằng ngày trong một thời hạn hoạt động cố định.',
        ],
      },
      {
        heading: '2. Đối tượng của hợp đồng',
        paragraphs: [
          'Nhà vận hành cung cấp cho Đối tác quyền truy cập Nền tảng: tủ cá nhân, các gói đầu tư, chương trình đối tác và các giao dịch nạp, chuyển và rút tiền. Đối tác sử dụng chúng theo đề nghị này và các quy tắc được công bố trong tủ cá nhân. Quy tắc của từng chương trình, danh mục gói cùng các khoản phí, hạn mức và tỷ giá hiển thị trong tủ cá nhân là một phần của đề nghị này.',
        ],
      },
      {
        heading: '3. Đăng ký và tài khoản',
        paragraphs: [
          'Chỉ có thể đăng ký theo lời mời của một đối tác đang hoạt động, qua liên kết cá nhân hoặc mã đối tác. Đối tác đang hoạt động là đối tác có ít nhất một gói đầu tư đang hoạt động.',
          'Đối tác cung cấp dữ liệu chính xác, cập nhật khi có thay đổi và chỉ được có một tài khoản. Đối tác đặt mật khẩu qua liên kết được gửi đến email đăng ký, giữ bí mật mật khẩu, mã khôi phục và quyền truy cập email đó, và chịu trách nhiệm về mọi thao tác trong tài khoản.',
          'Xác thực hai yếu tố là bắt buộc khi rút tiền, chuyển tiền và một số giao dịch khác.',
        ],
      },
      {
        heading: '4. Gói đầu tư',
        paragraphs: [
          'Gói được mua bằng GTC từ số dư của Đối tác. Trước khi mua, tủ cá nhân hiển thị giá, tỷ lệ thu nhập hằng ngày, thời hạn hoạt động, số ngày bổ sung (nếu có) và tổng thu nhập của gói. Việc mua cần có sự đồng ý với đề nghị này và Chính sách bảo mật.',
          'Thu nhập được cộng hằng ngày. Lần cộng đầu tiên diễn ra không sớm hơn 24 giờ sau khi gói được kích hoạt, sau đó cứ mỗi 24 giờ cho đến hết thời hạn hoạt động; sau đó gói chuyển sang trạng thái không hoạt động.',
          'Gói đang hoạt động có thể được nâng cấp lên gói đắt hơn bằng cách trả phần chênh lệch giá. Thu nhập đã nhận được giữ nguyên; lịch của gói mới bắt đầu từ thời điểm nâng cấp.',
        ],
      },
      {
        heading: '5. Chương trình đối tác',
        paragraphs: [
          'Đối tác có thể mời đối tác mới và nhận thưởng theo các chương trình tuyến tính, nhị phân và sự nghiệp. Điều kiện, tỷ lệ phần trăm, cấp độ, hạn mức và danh hiệu của từng chương trình được công bố trong các mục tương ứng của tủ cá nhân.',
          'Tiền thưởng chỉ được trả cho các giao dịch mua gói thực tế của đối tác được mời. Thưởng nhị phân bị giới hạn bởi hạn mức thưởng hằng ngày của gói của Đối tác; phần vượt hạn mức không được cộng. Phần thưởng sự nghiệp được trả một lần cho mỗi danh hiệu.',
        ],
      },
      {
        heading: '6. Nạp tiền, chuyển tiền và rút tiền',
        paragraphs: [
          'Việc nạp tiền được thực hiện bằng USDT (TRC20) vào ví hiển thị trong tủ cá nhân trong thời gian thanh toán được nêu tại đó. Sau khi xác nhận, số tiền được cộng bằng GTC theo tỷ giá tại thời điểm cộng, thường trong vòng một giờ.',
          'Đối tác có thể chuyển GTC cho đối tác khác theo ID đối tác. Giao dịch chuyển tiền đã hoàn tất là không thể hủy.',
          'Có thể yêu cầu rút USDT (TRC20) hoặc GTC vào ngày 5, 15 và 25 hằng tháng, từ 00:00 đến 23:59 theo giờ máy chủ. Phí và số tiền thực nhận được hiển thị trước khi xác nhận. Yêu cầu được xử lý trong vòng 72 giờ và có thể hủy khi đang chờ xử lý. Số tiền tối thiểu và hạn mức được nêu trong tủ cá nhân.',
          'Đối tác chịu trách nhiệm về tính chính xác của địa chỉ ví và mạng lưới. Tiền gửi đến sai địa chỉ hoặc sai mạng không thể hoàn lại.',
        ],
      },
      {
        heading: '7. Cảnh báo rủi ro',
        paragraphs: [
          'Tham gia Nền tảng có rủi ro tài chính. Tài sản mã hóa biến động mạnh; giá trị và khả năng sử dụng của chúng có thể thay đổi do các sự kiện thị trường, kỹ thuật hoặc pháp lý. Thu nhập trong quá khứ không bảo đảm thu nhập trong tương lai.',
          'Đối tác tự đưa ra quyết định, chỉ sử dụng số tiền mà mình có thể chấp nhận mất, và không coi thông tin trên Nền tảng là tư vấn đầu tư, thuế hay pháp lý.',
        ],
      },
      {
        heading: '8. Nghĩa vụ và hành vi bị cấm',
        paragraphs: [
          'Đối tác không được tạo nhiều tài khoản, đăng ký cho người khác khi họ không biết, cung cấp dữ liệu sai, sử dụng Nền tảng để rửa tiền hoặc cho mục đích trái pháp luật khác, cản trở hoạt động của Nền tảng, hoặc gây hiểu lầm cho người khác về Nền tảng và thu nhập của nó.',
          'Đối tác tự nộp các khoản thuế áp dụng cho thu nhập của mình theo pháp luật của quốc gia mình.',
        ],
      },
      {
        heading: '9. Tạm ngừng và chấm dứt',
        paragraphs: [
          'Nhà vận hành có thể tạm ngừng quyền truy cập tài khoản hoặc một số giao dịch trong thời gian kiểm tra nghi ngờ vi phạm đề nghị này, gian lận hoặc truy cập trái phép, và có thể đóng tài khoản khi có vi phạm nghiêm trọng.',
          'Đối tác có thể đóng tài khoản bất cứ lúc nào bằng cách liên hệ bộ phận hỗ trợ; số dư của tài khoản đã đóng được quyết toán theo các quy tắc hiện hành.',
        ],
      },
      {
        heading: '10. Trách nhiệm',
        paragraphs: [
          'Nhà vận hành chịu trách nhiệm về hoạt động đúng đắn của Nền tảng trong phạm vi kiểm soát của mình. Nhà vận hành không chịu trách nhiệm về tổn thất do hành vi của Đối tác hoặc bên thứ ba, do sự cố của mạng blockchain, dịch vụ thanh toán hay nhà cung cấp internet, hoặc do các tình huống nằm ngoài khả năng kiểm soát hợp lý. Trách nhiệm của Nhà vận hành được giới hạn ở thiệt hại trực tiếp có chứng từ.',
          'Việc bảo trì kỹ thuật được thông báo trước khi có thể; trong thời gian bảo trì, một số dịch vụ có thể không khả dụng.',
        ],
      },
      {
        heading: '11. Thay đổi đề nghị',
        paragraphs: [
          'Nhà vận hành có thể thay đổi đề nghị này và các quy tắc công bố trong tủ cá nhân. Thay đổi có hiệu lực khi được công bố trên Nền tảng kèm ngày hiệu lực mới. Việc tiếp tục sử dụng Nền tảng sau đó đồng nghĩa với việc chấp nhận thay đổi; các gói đã mua trước đó giữ nguyên điều kiện.',
        ],
      },
      {
        heading: '12. Tranh chấp và liên hệ',
        paragraphs: [
          'Tranh chấp trước hết được giải quyết bằng thương lượng: hãy viết cho {{contact}}; khiếu nại được trả lời trong vòng 30 ngày. Nếu không đạt được thỏa thuận, tranh chấp được giải quyết theo pháp luật của quốc gia nơi Nhà vận hành đăng ký, tại tòa án có thẩm quyền nơi Nhà vận hành đặt trụ sở, trừ khi quy định bắt buộc về bảo vệ người tiêu dùng có quy định khác.',
          'Câu hỏi về đề nghị này, dịch vụ của Nền tảng và tài khoản của bạn: {{contact}}.',
        ],
      },
    ],
  },
};
