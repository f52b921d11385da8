import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { promoCampaigns } from '../../db/schema';
import type { Db } from '../../db/types';
import type { CampaignRow } from './campaign-view';
import { ensurePromoSeeded } from './seed-campaign';

/**
 * The campaign partners see: the one running now (the latest started if several overlap), else
 * the latest by start, ended or announced. Null only when there is none at all.
 */
export async function currentCampaign(db: Db, now: Date): Promise<CampaignRow | null> {
  await ensurePromoSeeded(db, now);
  const [running] = await db
    .select()
    .from(promoCampaigns)
    .where(and(lte(promoCampaigns.startsAt, now), gte(promoCampaigns.endsAt, now)))
    .orderBy(desc(promoCampaigns.startsAt), desc(promoCampaigns.id))
    .limit(1);
  if (running) return running;
  const [latest] = await db
    .select()
    .from(promoCampaigns)
    .orderBy(desc(promoCampaigns.startsAt), desc(promoCampaigns.id))
    .limit(1);
  return latest ?? null;
}

/** The campaign an admin list asks for (`campaignId`), else the current one. */
export async function campaignOrCurrent(
  db: Db,
  now: Date,
  campaignId: number | undefined,
): Promise<CampaignRow | null> {
  if (campaignId === undefined) return currentCampaign(db, now);
  const [row] = await db.select().from(promoCampaigns).where(eq(promoCampaigns.id, campaignId));
  return row ?? null;
}
