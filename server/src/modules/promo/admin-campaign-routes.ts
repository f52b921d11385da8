import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, promoCampaignInputSchema, promoCampaignSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { promoCampaigns } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { changedFields, writeAdminLog } from '../logs/write-log';
import { campaignSnapshot, campaignValues } from './campaign-input';
import { toPromoCampaign } from './campaign-view';
import { ensurePromoSeeded } from './seed-campaign';

/** Few rows, never paged: the answer is `{ items }`, newest start first. */
const campaignListSchema = z.object({ items: z.array(promoCampaignSchema) });

/**
 * Campaign management. Listing needs only partners_promo_view: the promo-partners screen of a
 * view-only admin picks its campaign from it (a 403 would sign that admin out). Creating and
 * editing need partners_promo_create and are admin-logged.
 */
export function adminCampaignRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/promo/campaigns',
    {
      schema: {
        tags: ['promo'],
        response: { 200: campaignListSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('partners_promo_view') },
    },
    async () => {
      await ensurePromoSeeded(deps.db, deps.clock.now());
      const rows = await deps.db
        .select()
        .from(promoCampaigns)
        .orderBy(desc(promoCampaigns.startsAt), desc(promoCampaigns.id));
      return { items: rows.map(toPromoCampaign) };
    },
  );

  app.post(
    '/api/admin/promo/campaigns',
    {
      schema: {
        tags: ['promo'],
        body: promoCampaignInputSchema,
        response: { 201: promoCampaignSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('partners_promo_create') },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const values = campaignValues(request.body);
      const now = deps.clock.now();
      // Seed first, so the launch campaign is not added after (and above) this one later.
      await ensurePromoSeeded(deps.db, now);
      const created = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promoCampaigns)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('campaign missing after insert');
        await writeAdminLog(tx, adminId, {
          action: 'promo-campaign-created',
          details: { campaignId: row.id },
          after: campaignSnapshot(row),
          ip: request.ip,
          at: now,
        });
        return row;
      });
      return reply.code(201).send(toPromoCampaign(created));
    },
  );

  app.put(
    '/api/admin/promo/campaigns/:id',
    {
      schema: {
        tags: ['promo'],
        params: idParamSchema,
        body: promoCampaignInputSchema,
        response: { 200: promoCampaignSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('partners_promo_create') },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const { id } = request.params;
      const values = campaignValues(request.body);
      const now = deps.clock.now();
      const updated = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promoCampaigns)
          .where(eq(promoCampaigns.id, id))
          .for('update');
        if (!before) throw notFound('Campaign');
        const [after] = await tx
          .update(promoCampaigns)
          .set({ ...values, updatedAt: now })
          .where(eq(promoCampaigns.id, id))
          .returning();
        if (!after) throw notFound('Campaign');
        const change = changedFields(campaignSnapshot(before), campaignSnapshot(after));
        if (change) {
          await writeAdminLog(tx, adminId, {
            action: 'promo-campaign-updated',
            details: { campaignId: id },
            ...change,
            ip: request.ip,
            at: now,
          });
        }
        return after;
      });
      return toPromoCampaign(updated);
    },
  );
}
