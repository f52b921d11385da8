import { eq } from 'drizzle-orm';
import { units, type LocalizedText } from 'shared-api/contract';
import { promoCampaigns, settings, type PromoTierRow } from '../../db/schema';
import type { Db } from '../../db/types';

/** A tier; `prize` keeps the English text the seed always had (tests and logs know it). */
const tier = (threshold: number, prizeI18n: LocalizedText): PromoTierRow => ({
  threshold: units(threshold),
  prize: prizeI18n.en ?? prizeI18n.ru,
  prizeI18n,
});

/** business rules (Promo): the launch campaign, seeded once and admin-editable afterwards. */
export const SEEDED_CAMPAIGN = {
  name: 'Launch promo',
  nameI18n: {
    ru: 'Стартовая акция',
    en: 'Launch promo',
    de: 'Startaktion',
    es: 'Promoción de lanzamiento',
    vt: 'Khuyến mãi ra mắt',
  },
  startsAt: new Date('2025-05-10T00:00:00.000Z'),
  // "until 23:59" of the last day: the whole last second is inside.
  endsAt: new Date('2025-08-10T23:59:59.999Z'),
  tiers: [
    tier(5_000, {
      ru: 'Золотой слиток 1 г',
      en: '1 g gold bar',
      de: 'Goldbarren 1 g',
      es: 'Lingote de oro de 1 g',
      vt: 'Thỏi vàng 1 g',
    }),
    tier(10_000, {
      ru: 'Золотой слиток 3 г',
      en: '3 g gold bar',
      de: 'Goldbarren 3 g',
      es: 'Lingote de oro de 3 g',
      vt: 'Thỏi vàng 3 g',
    }),
    tier(20_000, {
      ru: 'Перелёт до 1 200 USD',
      en: 'Flight up to 1 200 USD',
      de: 'Flug bis 1 200 USD',
      es: 'Vuelo de hasta 1 200 USD',
      vt: 'Chuyến bay đến 1 200 USD',
    }),
    tier(35_000, {
      ru: 'Перелёт до 1 500 USD',
      en: 'Flight up to 1 500 USD',
      de: 'Flug bis 1 500 USD',
      es: 'Vuelo de hasta 1 500 USD',
      vt: 'Chuyến bay đến 1 500 USD',
    }),
    tier(50_000, {
      ru: 'Перелёт до 1 750 USD',
      en: 'Flight up to 1 750 USD',
      de: 'Flug bis 1 750 USD',
      es: 'Vuelo de hasta 1 750 USD',
      vt: 'Chuyến bay đến 1 750 USD',
    }),
    tier(75_000, {
      ru: 'Перелёт до 1 750 USD + золотой слиток 5 г',
      en: 'Flight up to 1 750 USD + 5 g gold bar',
      de: 'Flug bis 1 750 USD + Goldbarren 5 g',
      es: 'Vuelo de hasta 1 750 USD + lingote de oro de 5 g',
      vt: 'Chuyến bay đến 1 750 USD + thỏi vàng 5 g',
    }),
    tier(100_000, {
      ru: 'Перелёт до 2 250 USD + золотой слиток 10 г',
      en: 'Flight up to 2 250 USD + 10 g gold bar',
      de: 'Flug bis 2 250 USD + Goldbarren 10 g',
      es: 'Vuelo de hasta 2 250 USD + lingote de oro de 10 g',
      vt: 'Chuyến bay đến 2 250 USD + thỏi vàng 10 g',
    }),
    tier(150_000, {
      ru: 'Перелёт до 2 550 USD',
      en: 'Flight up to 2 550 USD',
      de: 'Flug bis 2 550 USD',
      es: 'Vuelo de hasta 2 550 USD',
      vt: 'Chuyến bay đến 2 550 USD',
    }),
  ],
} satisfies {
  name: string;
  nameI18n: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  tiers: PromoTierRow[];
};

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
      nameI18n: SEEDED_CAMPAIGN.nameI18n,
      startsAt: SEEDED_CAMPAIGN.startsAt,
      endsAt: SEEDED_CAMPAIGN.endsAt,
      tiers: SEEDED_CAMPAIGN.tiers,
      createdAt: at,
      updatedAt: at,
    });
  });
}
