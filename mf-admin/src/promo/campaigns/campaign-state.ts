import type { PromoCampaign } from 'shared-api';

export type CampaignState = 'upcoming' | 'running' | 'ended';

/** Where a campaign stands at `now`: before its start, within its dates, or past its end. */
export function campaignState(
  campaign: Pick<PromoCampaign, 'startsAt' | 'endsAt'>,
  now = Date.now(),
): CampaignState {
  if (now < Date.parse(campaign.startsAt)) return 'upcoming';
  return now <= Date.parse(campaign.endsAt) ? 'running' : 'ended';
}
