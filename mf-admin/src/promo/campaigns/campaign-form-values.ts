import dayjs, { type Dayjs } from 'dayjs';
import {
  compactLocalizedText,
  microToDecimal,
  toMicro,
  type LocalizedText,
  type PromoCampaign,
  type PromoCampaignInput,
} from 'shared-api';

/** What the form holds: dates as picker values, thresholds in whole GTC, texts per language. */
export interface CampaignFormValues {
  nameI18n: LocalizedText;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  tiers: { threshold: string; prizeI18n: LocalizedText }[];
}

/** A new level's row. */
export const emptyTier = () => ({ threshold: '', prizeI18n: { ru: '' } });

export const MAX_TIERS = 20;

export function campaignFormValues(campaign?: PromoCampaign): CampaignFormValues {
  if (!campaign) {
    return { nameI18n: { ru: '' }, startsAt: null, endsAt: null, tiers: [emptyTier()] };
  }
  return {
    nameI18n: campaign.nameI18n,
    startsAt: dayjs(campaign.startsAt),
    endsAt: dayjs(campaign.endsAt),
    tiers: [...campaign.tiers]
      .sort((a, b) => a.level - b.level)
      .map((tier) => ({ threshold: microToDecimal(tier.threshold), prizeI18n: tier.prizeI18n })),
  };
}

/** A value the form's rules have passed; anything else is a bug, not a user error. */
function checked<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new Error(`${field} was not validated`);
  return value;
}

/** A picked moment to the minute, as the contract's UTC datetime. */
const toIso = (moment: Dayjs) => moment.second(0).millisecond(0).toISOString();

/** The request body: levels follow the tiers' order, thresholds in micro-units. */
export function toCampaignInput(values: CampaignFormValues): PromoCampaignInput {
  return {
    nameI18n: compactLocalizedText(values.nameI18n),
    startsAt: toIso(checked(values.startsAt, 'startsAt')),
    endsAt: toIso(checked(values.endsAt, 'endsAt')),
    tiers: values.tiers.map((tier, index) => ({
      threshold: checked(toMicro(tier.threshold), `tiers.${index}.threshold`),
      prizeI18n: compactLocalizedText(tier.prizeI18n),
    })),
  };
}

/** Each level must ask for more turnover than the one before (null when either is not valid). */
export function isAbovePrevious(threshold: string, previous: string | undefined): boolean | null {
  const current = toMicro(threshold);
  const before = previous === undefined ? null : toMicro(previous);
  if (current === null || before === null) return null;
  return BigInt(current) > BigInt(before);
}
