import type {
  BasketEntry,
  BinaryNode,
  BinaryStatistics,
  CareerProgress,
  CareerStatus,
  ClientPromo,
  DashboardIncome,
  DownlinePartner,
  PromoCampaign,
  PromoRequest,
} from 'shared-api';
import { units } from 'shared-api';

// Answers of the network routes as the contract shapes them (amounts in micro-units).

export function incomeFixture(overrides: Partial<DashboardIncome> = {}): DashboardIncome {
  return {
    byType: {
      'daily-bonus': units(12),
      'partner-purchase-bonus': units(25),
      'binary-bonus': '7500000',
      'career-bonus': '0',
    },
    total: '44500000',
    packages: { active: 2, finished: 1, invested: units(600), earned: units(12) },
    ...overrides,
  };
}

export function basketEntryFixture(overrides: Partial<BasketEntry> = {}): BasketEntry {
  const now = Date.now();
  return {
    partnerId: 21,
    login: 'anna',
    firstName: 'Anna',
    lastName: 'Ivanova',
    investment: units(500),
    registeredAt: new Date(now - 3_600_000).toISOString(),
    autoPlaceAt: new Date(now + 23 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function nodeFixture(overrides: Partial<BinaryNode> = {}): BinaryNode {
  return {
    id: 7,
    login: 'ivan.petrov',
    firstName: 'Ivan',
    lastName: 'Petrov',
    active: true,
    side: null,
    packageName: 'Start',
    packageNameI18n: { ru: 'Старт', en: 'Start' },
    leftVolume: '0',
    rightVolume: '0',
    leftCount: 0,
    rightCount: 0,
    left: null,
    right: null,
    hasChildren: false,
    ...overrides,
  };
}

export function binaryStatisticsFixture(
  overrides: Partial<BinaryStatistics> = {},
): BinaryStatistics {
  return {
    leftVolume: units(1500),
    rightVolume: units(600),
    smallerLeg: 'right',
    volumeWithoutSpillover: units(1800),
    spilloverDifference: units(300),
    leftCount: 5,
    rightCount: 3,
    carryLeft: units(900),
    carryRight: '0',
    earnings: units(60),
    notAccrued: '0',
    rewardLimit: units(250),
    projectedToday: '0',
    limitState: 'ok',
    closes: [{ date: '2025-06-02', matched: units(600), bonus: units(60), notAccrued: '0' }],
    series: {
      bucket: 'day',
      points: [
        { date: '2025-06-01', bonus: '0', notAccrued: '0' },
        { date: '2025-06-02', bonus: '0', notAccrued: '0' },
        { date: '2025-06-03', bonus: units(60), notAccrued: units(5) },
      ],
    },
    ...overrides,
  };
}

export function downlineFixture(overrides: Partial<DownlinePartner> = {}): DownlinePartner {
  return {
    id: 21,
    login: 'anna',
    firstName: 'Anna',
    lastName: 'Ivanova',
    partnerCode: 'ANNA0021',
    line: 1,
    active: true,
    careerStatus: null,
    careerStatusI18n: null,
    volume: units(500),
    registeredAt: '2025-06-01T10:00:00.000Z',
    sponsorLogin: 'ivan.petrov',
    ...overrides,
  };
}

const STATUS_ROWS: [string, number, number, number, number, number, number, number, number][] = [
  ['Bronze', 500, 2_000, 5_000, 1, 2_000, 5_000, 100, 20],
  ['Silver', 1_000, 5_000, 15_000, 2, 5_000, 15_000, 300, 60],
  ['Gold', 2_500, 10_000, 40_000, 3, 10_000, 40_000, 1_000, 200],
];

/** The seeded statuses of business rules (the first three), by rank. */
export const CAREER_STATUSES: CareerStatus[] = STATUS_ROWS.map(
  ([name, personal, firstLine, mainBranch, branches, threshold, side, reward, mentor], i) => ({
    id: i + 1,
    rank: i + 1,
    name,
    nameI18n: { ru: name },
    personal: units(personal),
    firstLine: units(firstLine),
    mainBranch: units(mainBranch),
    secondaryBranches: branches,
    secondaryThreshold: units(threshold),
    side: units(side),
    reward: units(reward),
    mentorReward: units(mentor),
  }),
);

export function careerProgressFixture(overrides: Partial<CareerProgress> = {}): CareerProgress {
  return {
    current: CAREER_STATUSES[0]!,
    next: CAREER_STATUSES[1]!,
    figures: {
      personal: units(1_000),
      firstLine: units(2_500),
      mainBranch: units(16_000),
      secondaryBranches: [units(6_000), units(3_000)],
      side: units(9_000),
    },
    awards: [
      {
        status: 'Bronze',
        statusI18n: { ru: 'Bronze' },
        awardedAt: '2025-06-01T00:00:00.000Z',
        reward: units(100),
      },
    ],
    mentor: { login: 'maria.root', status: 'Gold', statusI18n: { ru: 'Gold' } },
    series: {
      bucket: 'month',
      points: [
        { date: '2025-05-01', personal: units(1_000), structure: units(4_000) },
        { date: '2025-06-01', personal: '0', structure: units(2_500) },
      ],
    },
    ...overrides,
  };
}

const PRIZES = [
  '1 g gold bar',
  '3 g gold bar',
  'Flight up to 1 200 USD',
  'Flight up to 1 500 USD',
  'Flight up to 1 750 USD',
  'Flight up to 1 750 USD + 5 g gold bar',
  'Flight up to 2 250 USD + 10 g gold bar',
  'Flight up to 2 550 USD',
];
const THRESHOLDS = [5_000, 10_000, 20_000, 35_000, 50_000, 75_000, 100_000, 150_000];

export function campaignFixture(overrides: Partial<PromoCampaign> = {}): PromoCampaign {
  const name = overrides.name ?? 'Launch promo';
  return {
    id: 1,
    name,
    nameI18n: { ru: name },
    startsAt: '2025-05-10T00:00:00.000Z',
    endsAt: '2025-08-10T23:59:59.000Z',
    tiers: THRESHOLDS.map((threshold, i) => ({
      level: i + 1,
      threshold: units(threshold),
      prize: PRIZES[i]!,
      prizeI18n: { ru: PRIZES[i]! },
    })),
    ...overrides,
  };
}

export function clientPromoFixture(overrides: Partial<ClientPromo> = {}): ClientPromo {
  return {
    campaign: campaignFixture(),
    ended: false,
    turnover: units(12_000),
    level: 2,
    request: null,
    ...overrides,
  };
}

export function promoRequestFixture(overrides: Partial<PromoRequest> = {}): PromoRequest {
  return {
    id: 4,
    campaignId: 1,
    partner: { id: 7, login: 'ivan.petrov' },
    level: 2,
    turnover: units(12_000),
    status: 'submitted',
    createdAt: '2025-06-05T10:00:00.000Z',
    firstName: 'Ivan',
    lastName: 'Petrov',
    birthDate: '1990-04-01',
    country: 'DE',
    city: 'Berlin',
    passportNumber: 'AB123456',
    passportExpiry: '2030-01-01',
    phone: '+49 151 2345 6789',
    ...overrides,
  };
}
