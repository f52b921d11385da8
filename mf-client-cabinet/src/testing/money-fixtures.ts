import type {
  Deposit,
  DepositInfo,
  InvestmentPackage,
  Operation,
  PartnerPackage,
  Transfer,
  Wallet,
  Withdrawal,
  WithdrawalInfo,
} from 'shared-api';
import type { MockReply } from 'shared-ui/testing';

// Answers of the money routes as the contract shapes them (amounts in micro-units).

export const TRC20_WALLET = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const TX_HASH = 'a1'.repeat(32);

/** A list answer `{ items, total }`. */
export function pageReply<T>(items: T[], total = items.length): MockReply {
  return { data: { items, total } };
}

/** An API refusal with its field codes and text values (contract errors.ts). */
export function refusal(
  status: number,
  code: string,
  fields?: Record<string, string>,
  params?: Record<string, string>,
): MockReply {
  return {
    status,
    data: {
      error: { code, message: code, ...(fields ? { fields } : {}), ...(params ? { params } : {}) },
    },
  };
}

export function walletFixture(overrides: Partial<Wallet> = {}): Wallet {
  return { GTC: '1234500000', USDT: '10000000', reserved: '0', ...overrides };
}

export function packageFixture(overrides: Partial<InvestmentPackage> = {}): InvestmentPackage {
  const name = overrides.name ?? 'Start';
  return {
    id: 2,
    name,
    nameI18n: { ru: name },
    price: '500000000',
    dailyIncomeBp: 45,
    periodDays: 300,
    additionalDays: 0,
    linearLevels: 2,
    binaryDailyLimit: '250000000',
    totalIncome: '675000000',
    status: 'active',
    soldCount: 0,
    ...overrides,
  };
}

export function partnerPackageFixture(overrides: Partial<PartnerPackage> = {}): PartnerPackage {
  const {
    status: _status,
    soldCount: _sold,
    totalIncome: _total,
    ...pkg
  } = packageFixture({
    id: 1,
    name: 'Mini',
    price: '100000000',
    dailyIncomeBp: 40,
    linearLevels: 1,
    binaryDailyLimit: '50000000',
  });
  return {
    id: 11,
    package: pkg,
    status: 'active',
    paid: '100000000',
    purchasedAt: '2025-06-01T10:00:00.000Z',
    activatedAt: '2025-06-01T10:00:00.000Z',
    finishAt: '2026-03-28T10:00:00.000Z',
    accrualsDone: 30,
    accrualsTotal: 300,
    remainingDays: 270,
    nextCreditAt: '2025-07-02T10:00:00.000Z',
    nextCreditAmount: '400000',
    totalEarned: '12000000',
    totalIncome: '120000000',
    ...overrides,
  };
}

export function operationFixture(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 1,
    transactionId: 10,
    date: '2025-06-03T10:00:00.000Z',
    type: 'daily-bonus',
    kind: 'accrual',
    amount: '2250000',
    currency: 'GTC',
    counterparty: null,
    details: { packageName: 'Start', index: 3 },
    ...overrides,
  };
}

export function depositInfoFixture(overrides: Partial<DepositInfo> = {}): DepositInfo {
  return {
    currency: 'USDT',
    network: 'TRC20',
    walletAddress: TRC20_WALLET,
    minAmount: '10000000',
    feeBp: 100,
    gtcPerUsdtPpm: 1_000_000,
    paymentMinutes: 30,
    processingMinMinutes: 10,
    processingMaxMinutes: 60,
    ...overrides,
  };
}

export function depositFixture(overrides: Partial<Deposit> = {}): Deposit {
  const created = Date.now();
  return {
    id: 5,
    partner: { id: 7, login: 'ivan.petrov' },
    amount: '100000000',
    fee: '1000000',
    gtcPerUsdtPpm: 1_000_000,
    credit: '99000000',
    walletAddress: TRC20_WALLET,
    network: 'TRC20',
    txHash: null,
    status: 'awaiting-payment',
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + 30 * 60_000).toISOString(),
    paidAt: null,
    processingMinMinutes: 10,
    processingMaxMinutes: 60,
    completedAt: null,
    note: null,
    transactionId: null,
    ...overrides,
  };
}

const party = (id: number, login: string, partnerCode: string) => ({ id, login, partnerCode });

export function transferFixture(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 3,
    amount: '5000000',
    sender: party(7, 'ivan.petrov', 'AB12CD34'),
    recipient: party(8, 'anna', 'ANNA0008'),
    createdAt: '2025-06-01T10:00:00.000Z',
    transactionId: 40,
    direction: 'out',
    ...overrides,
  };
}

export function withdrawalInfoFixture(overrides: Partial<WithdrawalInfo> = {}): WithdrawalInfo {
  const now = Date.now();
  return {
    open: true,
    windowStart: new Date(now - 3_600_000).toISOString(),
    windowEnd: new Date(now + 3_600_000).toISOString(),
    days: [5, 15, 25],
    minAmount: '20000000',
    dailyLimit: '10000000000',
    usedToday: '0',
    feeBp: { USDT: 300, GTC: 100 },
    gtcPerUsdtPpm: 1_000_000,
    requestedInWindow: false,
    twoFactorEnabled: true,
    processingHours: 72,
    now: new Date(now).toISOString(),
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 9,
    partner: { id: 7, login: 'ivan.petrov' },
    currency: 'USDT',
    amount: '100000000',
    fee: '3000000',
    toReceive: '97000000',
    wallet: TRC20_WALLET,
    status: 'pending',
    createdAt: '2025-06-05T10:00:00.000Z',
    processBy: '2025-06-08T10:00:00.000Z',
    processedAt: null,
    payoutTxHash: null,
    note: null,
    ...overrides,
  };
}
