import { eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { promoCampaigns, settings, type PromoTierRow } from '../../db/schema';
import type { Db } from '../../db/types';

/** business rules (Promo): the launch campaign, seeded once and admin-editable afterwards. */
export const SEEDED_CAMPAIGN = {
  name: 'Launch promo',
  startsAt: new Date('2025-05-10T00:00:00.000Z'),
  // "until 23:59" of the last day: the whole last second is inside.
  endsAt: new Date('2025-08-10T23:59:59.999Z'),
  tiers: [
    { threshold: units(5_000), prize: '1 g gold bar' },
    { threshold: units(10_000), prize: '3 g gold bar' },
    { threshold: units(20_000), prize: 'Flight up to 1 200 USD' },
    { threshold: units(35_000), prize: 'Flight up to 1 500 USD' },
    { threshold: units(50_000), prize: 'Flight up to 1 750 USD' },
    { threshold: units(75_000), prize: 'Flight up to 1 750 USD + 5 g gold bar' },
    { threshold: units(100_000), prize: 'Flight up to 2 250 USD + 10 g gold bar' },
    { threshold: units(150_000), prize: 'Flight up to 2 550 USD' },
  ],
} satisfies { name: string; startsAt: Date; endsAt: Date; tiers: PromoTierRow[] };

/** Marks the seeding done: a campaign an admin later edits is never re-created. */
const MARKER = 'promo-campaign-seeded';

/**
 * Seeds the campaign on first use. Cheap when done (one key lookup); several instances seeding
 * at once are safe because the marker's primary key lets only one transaction insert.
 */
export async function ensurePromoSeeded(db: Db, at: Date): Promise<void> {
  const [done] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, MARKER))
    .limit(1);
  if (done) return;
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(settings)
      .values({ key: MARKER, value: { seededAt: at.toISOString() }, updatedAt: at })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (marked.length === 0) return;
    await tx.insert(promoCampaigns).values({
      name: SEEDED_CAMPAIGN.name,
      startsAt: SEEDED_CAMPAIGN.startsAt,
      endsAt: SEEDED_CAMPAIGN.endsAt,
      tiers: SEEDED_CAMPAIGN.tiers,
      createdAt: at,
      updatedAt: at,
    });
  });
}
