import { eq } from 'drizzle-orm';
import { chainSettingsSchema, type ChainSettings } from 'shared-api/contract';
import { settings } from '../../db/schema';
import type { Db } from '../../db/types';

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

export async function readChainSettings(db: Db): Promise<StoredChainSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY));
  if (!row) return DEFAULT_CHAIN_SETTINGS;
  const value = { ...DEFAULT_CHAIN_SETTINGS, ...(row.value as object) };
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
  await tx
    .insert(settings)
    .values({ key: KEY, value, updatedAt: at, updatedByAdminId: adminId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: at, updatedByAdminId: adminId },
    });
}
