import {
  idParamSchema,
  promoListQuerySchema,
  promoPartnerPageSchema,
  promoRequestPageSchema,
  promoRequestSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { seesPersonalData, type LogReader } from '../logs/mask-personal-data';
import { firstThreshold, tierReached } from './campaign-view';
import { campaignOrCurrent } from './find-campaign';
import { partnersReaching } from './first-line-turnover';
import { findPromoRequest, listPromoRequests } from './promo-request-view';

/**
 * One page of partners reaching the campaign (the given or current one) with their tier; the
 * reader's permissions decide whether the search looks at e-mails (partnersReaching).
 */
export async function listPromoPartners(
  db: Db,
  query: z.infer<typeof promoListQuerySchema>,
  clock: Clock,
  reader: LogReader,
) {
  const { campaignId, search, page, pageSize } = query;
  const campaign = await campaignOrCurrent(db, clock.now(), campaignId);
  if (!campaign) {
    if (campaignId !== undefined) throw notFound('Campaign');
    return { items: [], total: 0 };
  }
  const { rows, total } = await partnersReaching(db, campaign, {
    minTurnover: firstThreshold(campaign),
    search,
    searchEmail: seesPersonalData(reader, 'partner'),
    page,
    pageSize,
  });
  return {
    items: rows.map((r) => {
      const { level, prize, prizeI18n } = tierReached(campaign, BigInt(r.turnover));
      return {
        partner: { id: r.id, login: r.login, name: r.name },
        turnover: r.turnover,
        level,
        prize: prize ?? '',
        prizeI18n: prizeI18n ?? { ru: '' },
        requested: r.requested,
      };
    }),
    total,
  };
}

/** spec §2 promo-partners, promo-requests, promo-requests/{id} (partners_promo_view). */
export function adminPromoRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/promo/partners',
    {
      schema: {
        tags: ['promo'],
        querystring: promoListQuerySchema,
        response: { 200: promoPartnerPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('partners_promo_view') },
    },
    async (request) =>
      listPromoPartners(deps.db, request.query, deps.clock, adminOf(request).permissions),
  );

  app.get(
    '/api/admin/promo/requests',
    {
      schema: {
        tags: ['promo'],
        querystring: promoListQuerySchema,
        response: { 200: promoRequestPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('partners_promo_view') },
    },
    async (request) => listPromoRequests(deps.db, request.query),
  );

  app.get(
    '/api/admin/promo/requests/:id',
    {
      schema: {
        tags: ['promo'],
        params: idParamSchema,
        response: { 200: promoRequestSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('partners_promo_view') },
    },
    async (request) => {
      const found = await findPromoRequest(deps.db, request.params.id);
      if (!found) throw notFound('Promo request');
      return found;
    },
  );
}
