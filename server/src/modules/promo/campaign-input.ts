import type { LogSnapshot, promoCampaignInputSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { PromoTierRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CampaignRow } from './campaign-view';

type Input = z.output<typeof promoCampaignInputSchema>;

const invalid = (message: string, fields: Record<string, string>) =>
  new AppError(422, 'VALIDATION_FAILED', message, fields);

/**
 * The columns of a campaign from the admin form: the end after the start, the tiers sorted by
 * threshold (level n = n-th threshold) with no threshold twice.
 */
export function campaignValues(input: Input): {
  name: string;
  startsAt: Date;
  endsAt: Date;
  tiers: PromoTierRow[];
} {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw invalid('The campaign must end after it starts', { endsAt: 'invalidDate' });
  }
  const seen = new Set<string>();
  input.tiers.forEach((tier, i) => {
    const key = BigInt(tier.threshold).toString();
    if (seen.has(key)) {
      throw invalid('Two tiers have the same threshold', {
        [`tiers.${i}.threshold`]: 'invalidAmount',
      });
    }
    seen.add(key);
  });
  const tiers = input.tiers
    .map((t) => ({ threshold: BigInt(t.threshold).toString(), prize: t.prize }))
    .sort((a, b) => (BigInt(a.threshold) < BigInt(b.threshold) ? -1 : 1));
  return { name: input.name, startsAt, endsAt, tiers };
}

/** A campaign for the admin log: tiers as `threshold: prize` lines. */
export const campaignSnapshot = (
  row: Pick<CampaignRow, 'name' | 'startsAt' | 'endsAt' | 'tiers'>,
): LogSnapshot => ({
  name: row.name,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  tiers: row.tiers.map((t) => `${t.threshold}: ${t.prize}`),
});
