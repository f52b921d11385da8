import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '../../db/schema';
import type { Db } from '../../db/types';

/** business-rules.md (Linear, Binary): the network numbers, stored like the finance settings. */
export const networkSettingsSchema = z.object({
  /** Partner purchase bonus per level 1..6, basis points of the amount paid. */
  linearLevelsBp: z.array(z.number().int().min(0).max(10_000)).length(6),
  /** Binary bonus: basis points of the matched volume. */
  binaryBonusBp: z.number().int().min(0).max(10_000),
  /** "Approaching the limit" from this share of the daily limit, in percent. */
  binaryApproachingPercent: z.number().int().min(1).max(100),
  /** The sponsor's manual placement window. */
  basketHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Lines counted by the career programme. */
  careerLines: z.number().int().min(1).max(10),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

export const DEFAULT_NETWORK_SETTINGS: NetworkSettings = {
  linearLevelsBp: [500, 300, 200, 100, 100, 100],
  binaryBonusBp: 1_000,
  binaryApproachingPercent: 80,
  basketHours: 24,
  careerLines: 5,
};

const KEY = 'network';

export async function readNetworkSettings(db: Db): Promise<NetworkSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY));
  if (!row) return DEFAULT_NETWORK_SETTINGS;
  return networkSettingsSchema.parse({ ...DEFAULT_NETWORK_SETTINGS, ...(row.value as object) });
}
