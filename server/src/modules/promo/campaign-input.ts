import {
  compactLocalizedText,
  type LocalizedText,
  type LogSnapshot,
  type promoCampaignInputSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import { localizedLines } from '../../db/localized-of';
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
  nameI18n: LocalizedText;
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
    .map((t) => {
      const prizeI18n = compactLocalizedText(t.prizeI18n);
      return { threshold: BigInt(t.threshold).toString(), prize: prizeI18n.ru, prizeI18n };
    })
    .sort((a, b) => (BigInt(a.threshold) < BigInt(b.threshold) ? -1 : 1));
  const nameI18n = compactLocalizedText(input.nameI18n);
  // `name` and `prize` are the default texts: the Russian ones.
  return { name: nameI18n.ru, nameI18n, startsAt, endsAt, tiers };
}

/** A campaign for the admin log: tiers as `threshold: prize` lines. */
export const campaignSnapshot = (
  row: Pick<CampaignRow, 'name' | 'nameI18n' | 'startsAt' | 'endsAt' | 'tiers'>,
): LogSnapshot => ({
  name: row.name,
  nameI18n: localizedLines(row.nameI18n ?? { ru: row.name }),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  tiers: row.tiers.flatMap((t) =>
    localizedLines(t.prizeI18n ?? { ru: t.prize }).map((line) => `${t.threshold}: ${line}`),
  ),
});
