import { chainSettingsSchema, type ChainSettings } from 'shared-api/contract';
import type { Db } from '../../db/types';
import {
  lockStoredSetting,
  readStoredSetting,
  shareStoredSetting,
  writeStoredSetting,
} from '../settings/stored-setting';

/** The stored settings: the public ones and the API key (never answered back). */
export type StoredChainSettings = ChainSettings & { apiKey: string };

/** Off until an admin sets the xpub and the API (USDT's mainnet contract is the default). */
export const DEFAULT_CHAIN_SETTINGS: StoredChainSettings = {
  xpub: '',
  apiUrl: '',
  apiKey: '',
  confirmations: 19,
  usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

const KEY = 'chain';

/** Before a save reads what it changes: saves of these settings wait for each other. */
export const lockChainSettings = (tx: Db): Promise<void> => lockStoredSetting(tx, KEY);

/** Before a reader acts on them (a deposit address): waits for a save under way. */
export const shareChainSettings = (tx: Db): Promise<void> => shareStoredSetting(tx, KEY);

export async function readChainSettings(db: Db): Promise<StoredChainSettings> {
  const stored = await readStoredSetting(db, KEY);
  if (!stored) return DEFAULT_CHAIN_SETTINGS;
  const value = { ...DEFAULT_CHAIN_SETTINGS, ...stored };
  const apiKey = typeof (value as { apiKey?: unknown }).apiKey === 'string' ? value.apiKey : '';
  return { ...chainSettingsSchema.parse(value), apiKey };
}

/** The watcher runs, and requests get derived addresses, only with both set. */
export const chainWatchOn = (s: ChainSettings): boolean => s.xpub !== '' && s.apiUrl !== '';

export async function writeChainSettings(
  tx: Db,
  value: StoredChainSettings,
  adminId: number | null,
  at: Date,
): Promise<void> {
  await writeStoredSetting(tx, KEY, value, adminId, at);
}
