import type { LocalizedText, PromoCampaign } from 'shared-api/contract';
import { localizedOf } from '../../db/localized-of';
import type { PromoTierRow, promoCampaigns } from '../../db/schema';

export type CampaignRow = typeof promoCampaigns.$inferSelect;

/** The tiers in threshold order: level n is the n-th (tiers are stored sorted). */
export function toPromoCampaign(row: CampaignRow): PromoCampaign {
  return {
    id: row.id,
    name: row.name,
    nameI18n: localizedOf(row.nameI18n, row.name),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    tiers: row.tiers.map((tier, i) => ({
      level: i + 1,
      threshold: tier.threshold,
      prize: tier.prize,
      prizeI18n: prizeOf(tier),
    })),
  };
}

/** The highest tier the turnover reaches: level 0 and no prize below the first threshold. */
export function tierReached(
  row: Pick<CampaignRow, 'tiers'>,
  turnover: bigint,
): { level: number; prize: string | null; prizeI18n: LocalizedText | null } {
  let reached = { level: 0, prize: null as string | null, prizeI18n: null as LocalizedText | null };
  row.tiers.forEach((tier, i) => {
    if (turnover >= BigInt(tier.threshold)) {
      reached = { level: i + 1, prize: tier.prize, prizeI18n: prizeOf(tier) };
    }
  });
  return reached;
}

/** A tier's prize per language (a tier stored before 0009 has only its plain prize). */
export const prizeOf = (tier: PromoTierRow): LocalizedText =>
  localizedOf(tier.prizeI18n, tier.prize);

/** The first tier's threshold (tiers are sorted): below it a partner has no level. */
export const firstThreshold = (row: Pick<CampaignRow, 'tiers'>): bigint =>
  BigInt(row.tiers[0]?.threshold ?? '0');

/** Ended once past `endsAt`, the last instant inside the campaign. */
export const hasEnded = (row: Pick<CampaignRow, 'endsAt'>, now: Date): boolean =>
  now.getTime() > row.endsAt.getTime();
