import dayjs, { type Dayjs } from 'dayjs';
import { microToDecimal, toMicro, type PromoCampaign, type PromoCampaignInput } from 'shared-api';

/** What the form holds: dates as picker values, thresholds in whole GTC as typed. */
export interface CampaignFormValues {
  name: string;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  tiers: { threshold: string; prize: string }[];
}

export const MAX_TIERS = 20;

export function campaignFormValues(campaign?: PromoCampaign): CampaignFormValues {
  if (!campaign) {
    return { name: '', startsAt: null, endsAt: null, tiers: [{ threshold: '', prize: '' }] };
  }
  return {
    name: campaign.name,
    startsAt: dayjs(campaign.startsAt),
    endsAt: dayjs(campaign.endsAt),
    tiers: [...campaign.tiers]
      .sort((a, b) => a.level - b.level)
      .map((tier) => ({ threshold: microToDecimal(tier.threshold), prize: tier.prize })),
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
    name: values.name.trim(),
    startsAt: toIso(checked(values.startsAt, 'startsAt')),
    endsAt: toIso(checked(values.endsAt, 'endsAt')),
    tiers: values.tiers.map((tier, index) => ({
      threshold: checked(toMicro(tier.threshold), `tiers.${index}.threshold`),
      prize: tier.prize.trim(),
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
