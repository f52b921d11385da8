import {
  units,
  type AdminWallet,
  type Deposit,
  type FinanceSettings,
  type InvestmentPackage,
  type LedgerTransaction,
  type LedgerTransactionDetail,
  type Transfer,
  type Withdrawal,
} from 'shared-api';

// Money records as the API sends them: amounts in micro-units as decimal strings.

const CREATED = '2026-01-05T10:00:00.000Z';
export const WALLET_ADDRESS = 'TXYZ1234567890abcdefghijkLMNOPQRS';
export const TX_HASH = 'a'.repeat(64);

export function packageFixture(id: number, overrides: Partial<InvestmentPackage> = {}) {
  const name = overrides.name ?? `Gold ${id}`;
  const pkg: InvestmentPackage = {
    id,
    name,
    nameI18n: { ru: name },
    price: units(1000),
    dailyIncomeBp: 50,
    periodDays: 300,
    additionalDays: 10,
    linearLevels: 3,
    binaryDailyLimit: units(500),
    totalIncome: units(1550),
    status: 'active',
    soldCount: 0,
    ...overrides,
  };
  return pkg;
}

export function transactionFixture(id: number, overrides: Partial<LedgerTransaction> = {}) {
  const tx: LedgerTransaction = {
    id,
    kind: 'deposit',
    createdAt: CREATED,
    amount: units(100),
    currency: 'GTC',
    partner: { id: 5, login: 'demo' },
    memo: null,
    reversedBy: null,
    reverses: null,
    ...overrides,
  };
  return tx;
}

export function transactionDetailFixture(
  id: number,
  overrides: Partial<LedgerTransactionDetail> = {},
) {
  const detail: LedgerTransactionDetail = {
    ...transactionFixture(id),
    entries: [
      {
        id: 101,
        account: { id: 1, owner: { kind: 'system', name: 'deposits-in' }, currency: 'GTC' },
        amount: `-${units(100)}`,
      },
      {
        id: 102,
        account: { id: 9, owner: { kind: 'partner', id: 5, login: 'demo' }, currency: 'GTC' },
        amount: units(100),
      },
    ],
    naturalKey: `deposit:${TX_HASH}`,
    createdBy: { kind: 'admin', name: 'root' },
    ...overrides,
  };
  return detail;
}

export function depositFixture(id: number, overrides: Partial<Deposit> = {}) {
  const deposit: Deposit = {
    id,
    partner: { id: 5, login: 'demo' },
    amount: units(100),
    fee: units(1),
    gtcPerUsdtPpm: 1_050_000,
    credit: '103950000',
    walletAddress: WALLET_ADDRESS,
    network: 'TRC20',
    txHash: null,
    status: 'pending',
    createdAt: CREATED,
    expiresAt: '2026-01-05T10:30:00.000Z',
    paidAt: '2026-01-05T10:05:00.000Z',
    processingMinMinutes: 10,
    processingMaxMinutes: 60,
    completedAt: null,
    note: null,
    transactionId: null,
    ...overrides,
  };
  return deposit;
}

export function withdrawalFixture(id: number, overrides: Partial<Withdrawal> = {}) {
  const withdrawal: Withdrawal = {
    id,
    partner: { id: 5, login: 'demo' },
    currency: 'USDT',
    amount: units(100),
    fee: units(3),
    toReceive: units(97),
    wallet: WALLET_ADDRESS,
    status: 'pending',
    createdAt: CREATED,
    processBy: '2099-01-08T10:00:00.000Z',
    processedAt: null,
    payoutTxHash: null,
    note: null,
    ...overrides,
  };
  return withdrawal;
}

export function transferFixture(id: number, overrides: Partial<Transfer> = {}) {
  const transfer: Transfer = {
    id,
    amount: units(25),
    sender: { id: 5, login: 'demo', partnerCode: 'DEMO0001' },
    recipient: { id: 6, login: 'olga', partnerCode: 'OLGA0002' },
    createdAt: CREATED,
    transactionId: 77,
    ...overrides,
  };
  return transfer;
}

export function walletFixture(overrides: Partial<AdminWallet> = {}): AdminWallet {
  return { partnerId: 5, GTC: units(150), USDT: '2500000', reserved: units(20), ...overrides };
}

export function financeSettingsFixture(): FinanceSettings {
  return {
    gtcPerUsdtPpm: 1_000_000,
    deposit: {
      minAmount: units(10),
      feeBp: 0,
      walletAddress: WALLET_ADDRESS,
      network: 'TRC20',
      paymentMinutes: 30,
      processingMinMinutes: 10,
      processingMaxMinutes: 60,
    },
    transfer: { minAmount: units(1) },
    withdrawal: {
      days: [5, 15, 25],
      minAmount: units(20),
      dailyLimit: units(10_000),
      feeBp: { USDT: 300, GTC: 100 },
      processingHours: 72,
    },
    packages: { accrualIntervalHours: 24 },
  };
}
