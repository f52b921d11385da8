import {
  clientPromoSchema,
  promoRequestInputSchema,
  promoRequestSchema,
  type ClientPromo,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { invalidState } from '../ledger/ledger-errors';
import { hasEnded, tierReached, toPromoCampaign } from './campaign-view';
import { filePromoRequest } from './file-promo-request';
import { currentCampaign } from './find-campaign';
import { firstLineTurnover } from './first-line-turnover';
import { findOwnPromoRequest, findPromoRequest } from './promo-request-view';

/** /client/promo: the campaign, the caller's first-line turnover and level, the form. */
export function clientPromoRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/promo',
    {
      schema: {
        tags: ['promo'],
        response: { 200: clientPromoSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async (request): Promise<ClientPromo> => {
      const { partnerId } = clientOf(request);
      const now = deps.clock.now();
      const campaign = await currentCampaign(deps.db, now);
      if (!campaign)
        return { campaign: null, ended: false, turnover: '0', level: 0, request: null };
      const turnover = await firstLineTurnover(deps.db, partnerId, campaign);
      return {
        campaign: toPromoCampaign(campaign),
        ended: hasEnded(campaign, now),
        turnover: turnover.toString(),
        level: tierReached(campaign, turnover).level,
        request: await findOwnPromoRequest(deps.db, campaign.id, partnerId),
      };
    },
  );

  app.post(
    '/api/client/promo/requests',
    {
      schema: {
        tags: ['promo'],
        body: promoRequestInputSchema,
        response: { 201: promoRequestSchema, ...errorResponses(401, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const { partnerId } = clientOf(request);
      const now = deps.clock.now();
      const campaign = await currentCampaign(deps.db, now);
      if (!campaign) throw invalidState('There is no promo campaign');
      const id = await filePromoRequest(deps.db, { partnerId, campaign, body: request.body, now });
      const filed = await findPromoRequest(deps.db, id);
      if (!filed) throw new Error('promo request missing after insert');
      return reply.code(201).send(filed);
    },
  );
}
