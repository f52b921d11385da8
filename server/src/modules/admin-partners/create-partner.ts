import { eq } from 'drizzle-orm';
import type { adminPartnerCreateSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { insertNewPartner } from '../auth/new-partner';
import { writeAdminLog } from '../logs/write-log';
import { rethrowTakenField, type PartnerRow } from '../partners/find-partner';
import { partnerSnapshot } from './partner-snapshot';

export type AdminPartnerCreateBody = z.output<typeof adminPartnerCreateSchema>;

const unknownSponsor = () =>
  new AppError(422, 'VALIDATION_FAILED', 'No partner holds this partner code', {
    sponsorCode: 'unknownPartner',
  });

/** Any partner may be the sponsor an admin picks (the "active partners only" rule is for invitations). */
async function sponsorOfCode(tx: Db, code: string | null | undefined): Promise<PartnerRow | null> {
  if (!code) return null;
  const [row] = await tx.select().from(partners).where(eq(partners.partnerCode, code)).limit(1);
  if (!row) throw unknownSponsor();
  return row;
}

/**
 * The signup of auth/register-partner.ts done by an admin: an inactive partner without a
 * password and a "set your password" link, with client-log `register` and admin-log
 * `partner-created` rows in the same transaction. Returns the partner and the link's secret.
 */
export async function createPartnerByAdmin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: AdminPartnerCreateBody,
  actor: { adminId: number; ip: string },
): Promise<{ partner: PartnerRow; secret: string }> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const sponsor = await sponsorOfCode(tx, body.sponsorCode);
      const created = await insertNewPartner(tx, deps, {
        fields: body,
        sponsorId: sponsor?.id ?? null,
        now,
        ip: actor.ip,
        logDetails: { sponsorId: sponsor?.id ?? null, adminId: actor.adminId },
      });
      await writeAdminLog(tx, actor.adminId, {
        action: 'partner-created',
        subject: { type: 'partner', id: created.partner.id },
        after: { ...partnerSnapshot(created.partner), sponsor: sponsor?.login ?? null },
        ip: actor.ip,
        at: now,
      });
      return created;
    });
  } catch (error) {
    rethrowTakenField(error);
  }
}
