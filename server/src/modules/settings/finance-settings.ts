import { financeSettingsSchema, units, type FinanceSettings } from 'shared-api/contract';
import type { Db } from '../../db/types';
import {
  lockStoredSetting,
  readStoredSetting,
  shareStoredSetting,
  writeStoredSetting,
} from './stored-setting';

/** business-rules.md (Money, Packages, Finance operations): seeded on first read. */
export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  gtcPerUsdtPpm: 1_000_000,
  deposit: {
    minAmount: units(10),
    feeBp: 0,
    walletAddress: 'TQ9d1CvGk3XjL4mRwV8yPzN2bHc5sEaT7u',
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

const KEY = 'finance';

/** Before a save reads what it changes: saves of these settings wait for each other. */
export const lockFinanceSettings = (tx: Db): Promise<void> => lockStoredSetting(tx, KEY);

/** Before work reads settings it acts on: a save waits for it to commit (and it for a save). */
export const shareFinanceSettings = (tx: Db): Promise<void> => shareStoredSetting(tx, KEY);

/** The current finance settings (the defaults until an admin saves them). */
export async function readFinanceSettings(db: Db): Promise<FinanceSettings> {
  const stored = await readStoredSetting(db, KEY);
  if (!stored) return DEFAULT_FINANCE_SETTINGS;
  // A stored value from an older shape is completed with today's defaults.
  return financeSettingsSchema.parse({ ...DEFAULT_FINANCE_SETTINGS, ...stored });
}

/** Stores the settings (inside the caller's transaction, with its admin-log row). */
export async function writeFinanceSettings(
  tx: Db,
  value: FinanceSettings,
  adminId: number,
  at: Date,
): Promise<void> {
  await writeStoredSetting(tx, KEY, value, adminId, at);
}
