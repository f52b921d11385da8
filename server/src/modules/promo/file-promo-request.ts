import type { PromoRequestInput } from 'shared-api/contract';
import { promoRequests } from '../../db/schema';
import type { Db } from '../../db/types';
import { uniqueViolation } from '../../db/unique-violation';
import { invalidState } from '../ledger/ledger-errors';
import { hasEnded, tierReached, type CampaignRow } from './campaign-view';
import { firstLineTurnover } from './first-line-turnover';

/**
 * Files the participant form of a qualified partner, once per campaign, with the level and
 * turnover reached at that moment. 409 INVALID_STATE when the campaign has ended, the partner
 * has no level or already filed (the unique index settles two concurrent posts).
 */
export async function filePromoRequest(
  db: Db,
  input: { partnerId: number; campaign: CampaignRow; body: PromoRequestInput; now: Date },
): Promise<number> {
  const { campaign, partnerId, now } = input;
  if (hasEnded(campaign, now)) throw invalidState('The campaign has ended');
  const turnover = await firstLineTurnover(db, partnerId, campaign);
  const { level } = tierReached(campaign, turnover);
  if (level === 0) throw invalidState('The first-line turnover has not reached a level yet');
  try {
    const [row] = await db
      .insert(promoRequests)
      .values({
        ...input.body,
        campaignId: campaign.id,
        partnerId,
        level,
        turnover,
        status: 'submitted',
        createdAt: now,
      })
      .returning({ id: promoRequests.id });
    if (!row) throw new Error('promo request missing after insert');
    return row.id;
  } catch (error) {
    if (uniqueViolation(error) === 'promo_requests_partner_key') {
      throw invalidState('The form was already filed for this campaign');
    }
    throw error;
  }
}
