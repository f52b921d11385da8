import { units } from 'shared-api/contract';
import type { Clock } from '../clock';
import { packages, settings } from '../db/schema';
import type { Db } from '../db/types';

/** business rules (Packages): the seeded catalogue, admin-editable afterwards. */
export const CATALOGUE = [
  { name: 'Start', price: 100, dailyIncomeBp: 40, additionalDays: 0, linearLevels: 1, limit: 50 },
  { name: 'Basic', price: 500, dailyIncomeBp: 45, additionalDays: 0, linearLevels: 2, limit: 250 },
  {
    name: 'Standard',
    price: 1_000,
    dailyIncomeBp: 50,
    additionalDays: 10,
    linearLevels: 3,
    limit: 500,
  },
  {
    name: 'Advanced',
    price: 2_500,
    dailyIncomeBp: 55,
    additionalDays: 20,
    linearLevels: 4,
    limit: 1_250,
  },
  {
    name: 'Premium',
    price: 5_000,
    dailyIncomeBp: 60,
    additionalDays: 30,
    linearLevels: 5,
    limit: 2_500,
  },
  {
    name: 'Elite',
    price: 10_000,
    dailyIncomeBp: 70,
    additionalDays: 45,
    linearLevels: 6,
    limit: 5_000,
  },
] as const;

export const CATALOGUE_PERIOD_DAYS = 300;

/** Marks the catalogue as seeded once: an admin who deletes the packages later is not overruled. */
const MARKER = 'catalogue-seeded';

/**
 * Seeds the catalogue on the first start of a database (main.ts, and fresh test databases);
 * later calls do nothing, also when several instances start at once (the marker's key is the
 * lock). Returns how many packages it created.
 */
export async function seedCatalogue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(settings)
      .values({ key: MARKER, value: { seededAt: now.toISOString() }, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (marked.length === 0) return 0;
    const created = await tx
      .insert(packages)
      .values(
        CATALOGUE.map((p) => ({
          name: p.name,
          price: BigInt(units(p.price)),
          dailyIncomeBp: p.dailyIncomeBp,
          periodDays: CATALOGUE_PERIOD_DAYS,
          additionalDays: p.additionalDays,
          linearLevels: p.linearLevels,
          binaryDailyLimit: BigInt(units(p.limit)),
          status: 'active' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: packages.id });
    return created.length;
  });
}
