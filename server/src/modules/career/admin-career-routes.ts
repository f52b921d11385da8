import { eq } from 'drizzle-orm';
import {
  careerStatusInputSchema,
  careerStatusListSchema,
  careerStatusSchema,
  compactLocalizedText,
  idParamSchema,
  type CareerStatus,
  type LogSnapshot,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { localizedLines } from '../../db/localized-of';
import { careerStatuses } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { changedFields, writeAdminLog } from '../logs/write-log';
import { careerStatusList, toCareerStatus } from './career-statuses';

const snapshot = ({ id: _id, nameI18n, ...rest }: CareerStatus): LogSnapshot => ({
  ...rest,
  nameI18n: localizedLines(nameI18n),
});

/**
 * GET /api/admin/career/statuses (view-packages) and PUT /:id (update-packages): the statuses
 * table. An edit applies to statuses not awarded yet; an award already paid stays as it was.
 * The admin log has no career action of its own: `settings-updated` with key `career-status`.
 */
export function adminCareerRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/career/statuses',
    {
      schema: {
        tags: ['career'],
        response: { 200: careerStatusListSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-packages') },
    },
    async () => ({ items: (await careerStatusList(deps.db)).map(toCareerStatus) }),
  );

  app.put(
    '/api/admin/career/statuses/:id',
    {
      schema: {
        tags: ['career'],
        params: idParamSchema,
        body: careerStatusInputSchema,
        response: { 200: careerStatusSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('update-packages') },
    },
    async (request) => {
      const actor = adminOf(request);
      const { id } = request.params;
      const body = request.body;
      const nameI18n = compactLocalizedText(body.nameI18n);
      const now = deps.clock.now();
      await careerStatusList(deps.db);
      return deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(careerStatuses)
          .where(eq(careerStatuses.id, id))
          .for('update');
        if (!before) throw notFound('Career status');
        const [after] = await tx
          .update(careerStatuses)
          .set({
            // `name` is the default text: the Russian one.
            name: nameI18n.ru,
            nameI18n,
            personal: BigInt(body.personal),
            firstLine: BigInt(body.firstLine),
            mainBranch: BigInt(body.mainBranch),
            secondaryBranches: body.secondaryBranches,
            secondaryThreshold: BigInt(body.secondaryThreshold),
            side: BigInt(body.side),
            reward: BigInt(body.reward),
            mentorReward: BigInt(body.mentorReward),
          })
          .where(eq(careerStatuses.id, id))
          .returning();
        if (!after) throw new Error('career status missing after update');
        const view = toCareerStatus(after);
        const changes = changedFields(snapshot(toCareerStatus(before)), snapshot(view));
        if (changes) {
          await writeAdminLog(tx, actor.adminId, {
            action: 'settings-updated',
            details: { key: 'career-status', careerStatusId: id },
            ...changes,
            ip: request.ip,
            at: now,
          });
        }
        return view;
      });
    },
  );
}
