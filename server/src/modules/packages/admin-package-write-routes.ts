import { eq } from 'drizzle-orm';
import {
  idParamSchema,
  okSchema,
  packageInputSchema,
  packageSchema,
  type InvestmentPackage,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { packages } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { invalidState } from '../ledger/ledger-errors';
import { changedFields, writeAdminLog } from '../logs/write-log';
import { packageValues, rethrowPackageNameTaken } from './package-input';
import { loadPackage, packageSnapshot } from './package-view';

/**
 * POST, PUT, DELETE /api/admin/packages[/:id]: the catalogue, each change admin-logged. A sold
 * package is never deleted (partner packages refer to it): the admin sets it inactive instead.
 */
export function adminPackageWriteRoutes(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/packages',
    {
      schema: {
        tags: ['packages'],
        body: packageInputSchema,
        response: { 201: packageSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: access.admin('create-packages') },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const values = packageValues(request.body);
      const now = deps.clock.now();
      const created = await deps.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(packages)
            .values({ ...values, createdAt: now, updatedAt: now })
            .returning({ id: packages.id });
          const view = row && (await loadPackage(tx, row.id));
          if (!view) throw new Error('package missing after insert');
          await writeAdminLog(tx, actor.adminId, {
            action: 'package-created',
            details: { packageId: view.id },
            after: packageSnapshot(view),
            ip: request.ip,
            at: now,
          });
          return view;
        })
        .catch(rethrowPackageNameTaken);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/packages/:id',
    {
      schema: {
        tags: ['packages'],
        params: idParamSchema,
        body: packageInputSchema,
        response: { 200: packageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-packages') },
    },
    async (request) => {
      const actor = adminOf(request);
      const { id } = request.params;
      const values = packageValues(request.body);
      const now = deps.clock.now();
      return deps.db
        .transaction(async (tx) => {
          // Locked as the update will: a deletion under way is waited for (then 404), where the
          // update found no row and the reload threw (500). Purchases (FOR KEY SHARE) go on.
          const before = await loadLockedPackage(tx, id, 'no key update');
          if (!before) throw notFound('Package');
          await tx
            .update(packages)
            .set({ ...values, updatedAt: now })
            .where(eq(packages.id, id));
          const after = await loadPackage(tx, id);
          if (!after) throw new Error('package missing after update');
          const changes = changedFields(packageSnapshot(before), packageSnapshot(after));
          if (changes) {
            await writeAdminLog(tx, actor.adminId, {
              action: 'package-updated',
              details: { packageId: id },
              ...changes,
              ip: request.ip,
              at: now,
            });
          }
          return after;
        })
        .catch(rethrowPackageNameTaken);
    },
  );

  app.delete(
    '/api/admin/packages/:id',
    {
      schema: {
        tags: ['packages'],
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('delete-packages') },
    },
    async (request) => {
      const actor = adminOf(request);
      const { id } = request.params;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        // Purchases lock it FOR KEY SHARE: either one waits and then finds it gone, or this waits and
        // then sees it sold.
        const before = await loadLockedPackage(tx, id, 'update');
        if (!before) throw notFound('Package');
        if (before.soldCount > 0) {
          throw invalidState('A sold package cannot be deleted: set it inactive instead');
        }
        await tx.delete(packages).where(eq(packages.id, id));
        await writeAdminLog(tx, actor.adminId, {
          action: 'package-deleted',
          details: { packageId: id },
          before: packageSnapshot(before),
          ip: request.ip,
          at: now,
        });
      });
      return { ok: true as const };
    },
  );
}

/** The package, its row locked first (`strength` as the write will take it); null when gone. */
async function loadLockedPackage(
  tx: Db,
  id: number,
  strength: 'update' | 'no key update',
): Promise<InvestmentPackage | null> {
  const [locked] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.id, id))
    .for(strength);
  return locked ? loadPackage(tx, id) : null;
}
