import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type adminPartnerCreateSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { uniqueViolation } from '../../db/unique-violation';
import { alreadyExists, AppError } from '../../http/app-error';
import { createPasswordLink } from '../auth/password-links';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { takenPartnerFields, type PartnerRow } from '../partners/find-partner';
import { uniquePartnerCode } from '../partners/partner-code';
import { partnerSnapshot, takenFieldOfConstraint } from './partner-snapshot';

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
  const email = body.email.toLowerCase();
  try {
    return await deps.db.transaction(async (tx) => {
      const sponsor = await sponsorOfCode(tx, body.sponsorCode);
      const taken = await takenPartnerFields(tx, email, body.login);
      if (taken) throw alreadyExists(taken);
      const [partner] = await tx
        .insert(partners)
        .values({
          login: body.login,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          partnerCode: await uniquePartnerCode(tx),
          sponsorId: sponsor?.id ?? null,
          active: false,
          language: body.language ?? DEFAULT_LANGUAGE,
          passwordHash: null,
          registeredAt: now,
        })
        .returning();
      if (!partner) throw new Error('insert returned no partner');
      const secret = await createPasswordLink(tx, {
        partnerId: partner.id,
        purpose: 'set',
        now,
        ttlMs: deps.config.auth.passwordLinkTtlMs,
      });
      await writeClientLog(tx, partner.id, {
        action: 'register',
        details: { sponsorId: sponsor?.id ?? null, adminId: actor.adminId },
        ip: actor.ip,
        at: now,
      });
      await writeAdminLog(tx, actor.adminId, {
        action: 'partner-created',
        subject: { type: 'partner', id: partner.id },
        after: { ...partnerSnapshot(partner), sponsor: sponsor?.login ?? null },
        ip: actor.ip,
        at: now,
      });
      return { partner, secret };
    });
  } catch (error) {
    const taken = takenFieldOfConstraint(uniqueViolation(error));
    if (taken) throw alreadyExists(taken);
    throw error;
  }
}
