import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerVt: LocaleShape<typeof careerEn> = {
  career: {
    columns: {
      status: 'Danh hiệu',
      personal: 'Doanh số cá nhân',
      firstLine: 'Tuyến đầu',
      mainBranch: 'Nhánh chính',
      secondary: 'Nhánh phụ',
      side: 'Doanh số bên',
      reward: 'Phần thưởng',
      mentorReward: 'Thưởng người hướng dẫn',
    },
    secondaryTimes: '{{branches}} × {{amount}}',
    empty: 'Chưa có danh hiệu sự nghiệp',
    loadFailed: 'Không thể tải chương trình sự nghiệp',
    chart: {
      title: 'Mua gói trong kỳ',
      personal: 'Giao dịch mua của tôi',
      structure: 'Cấu trúc của tôi (5 tuyến)',
    },
    about: {
      rulesTitle: 'Chương trình sự nghiệp hoạt động như thế nào',
      p1: 'Danh hiệu sự nghiệp của bạn được xác định bởi doanh số của cấu trúc đến tuyến thứ 5: doanh số gói cá nhân, tuyến đầu, nhánh chính (nhánh có doanh số lớn nhất), các nhánh phụ và doanh số bên (mọi thứ trừ nhánh chính).',
      p2: 'Một nhánh là một đối tác tuyến đầu cùng với cấu trúc của họ. Nhánh phụ là các nhánh lớn tiếp theo sau nhánh chính; mỗi danh hiệu yêu cầu một số nhánh phụ đạt ngưỡng của nó.',
      p3: 'Mỗi danh hiệu chỉ được trao một lần và không bao giờ bị thu hồi. Phần thưởng được trả một lần khi trao; nếu đạt nhiều danh hiệu cùng lúc, chúng được trả theo thứ tự.',
      p4: 'Người hướng dẫn của bạn, đối tác gần nhất phía trên có danh hiệu sự nghiệp, nhận thưởng người hướng dẫn khi bạn đạt một danh hiệu.',
      tableTitle: 'Danh hiệu sự nghiệp (số tiền bằng GTC)',
    },
    progress: {
      currentTitle: 'Danh hiệu sự nghiệp của bạn',
      status: 'Danh hiệu',
      noStatus: 'Chưa có danh hiệu',
      mentor: 'Người hướng dẫn',
      noMentor: 'Không có người hướng dẫn',
      nextTitle: 'Danh hiệu tiếp theo: {{status}}',
      nextNone: 'Danh hiệu tiếp theo',
      top: 'Bạn đang giữ danh hiệu cao nhất',
      ofAmount: '{{have}} trên {{need}}',
      ofBranches: '{{have}} trên {{need}} nhánh đạt {{amount}}',
    },
    branches: {
      title: 'Nhánh phụ',
      branchN: 'Nhánh {{n}}',
      reaches: 'Đạt ngưỡng',
      empty: 'Chưa có nhánh phụ',
    },
    awards: {
      title: 'Giải thưởng',
      status: 'Danh hiệu',
      date: 'Ngày trao',
      reward: 'Phần thưởng',
      empty: 'Chưa có giải thưởng',
    },
  },
};
