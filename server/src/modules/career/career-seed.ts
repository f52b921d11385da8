import { units, type LocalizedText } from 'shared-api/contract';
import type { careerStatuses } from '../../db/schema';

type NewCareerStatus = Omit<typeof careerStatuses.$inferInsert, 'id'> & { nameI18n: LocalizedText };

const status = (
  rank: number,
  name: string,
  nameI18n: LocalizedText,
  n: {
    personal: number;
    firstLine: number;
    mainBranch: number;
    secondary: [count: number, threshold: number];
    side: number;
    reward: number;
    mentor: number;
  },
): NewCareerStatus => ({
  rank,
  name,
  nameI18n,
  personal: BigInt(units(n.personal)),
  firstLine: BigInt(units(n.firstLine)),
  mainBranch: BigInt(units(n.mainBranch)),
  secondaryBranches: n.secondary[0],
  secondaryThreshold: BigInt(units(n.secondary[1])),
  side: BigInt(units(n.side)),
  reward: BigInt(units(n.reward)),
  mentorReward: BigInt(units(n.mentor)),
});

/** business rules (Career): the seeded statuses (admin-editable afterwards), GTC. */
export const SEEDED_CAREER_STATUSES: readonly NewCareerStatus[] = [
  status(
    1,
    'Bronze',
    { ru: 'Бронза', en: 'Bronze', de: 'Bronze', es: 'Bronce', vt: 'Đồng' },
    {
      personal: 500,
      firstLine: 2_000,
      mainBranch: 5_000,
      secondary: [1, 2_000],
      side: 5_000,
      reward: 100,
      mentor: 20,
    },
  ),
  status(
    2,
    'Silver',
    { ru: 'Серебро', en: 'Silver', de: 'Silber', es: 'Plata', vt: 'Bạc' },
    {
      personal: 1_000,
      firstLine: 5_000,
      mainBranch: 15_000,
      secondary: [2, 5_000],
      side: 15_000,
      reward: 300,
      mentor: 60,
    },
  ),
  status(
    3,
    'Gold',
    { ru: 'Золото', en: 'Gold', de: 'Gold', es: 'Oro', vt: 'Vàng' },
    {
      personal: 2_500,
      firstLine: 10_000,
      mainBranch: 40_000,
      secondary: [3, 10_000],
      side: 40_000,
      reward: 1_000,
      mentor: 200,
    },
  ),
  status(
    4,
    'Platinum',
    { ru: 'Платина', en: 'Platinum', de: 'Platin', es: 'Platino', vt: 'Bạch kim' },
    {
      personal: 5_000,
      firstLine: 25_000,
      mainBranch: 100_000,
      secondary: [4, 25_000],
      side: 100_000,
      reward: 3_000,
      mentor: 600,
    },
  ),
  status(
    5,
    'Diamond',
    { ru: 'Бриллиант', en: 'Diamond', de: 'Diamant', es: 'Diamante', vt: 'Kim cương' },
    {
      personal: 10_000,
      firstLine: 50_000,
      mainBranch: 250_000,
      secondary: [5, 50_000],
      side: 250_000,
      reward: 10_000,
      mentor: 2_000,
    },
  ),
];
