import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { adminPartnerUpdateSchema, SocialNetwork } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { alreadyExists, notFound } from '../../http/app-error';
import { changedFields, writeAdminLog, writePartnerLog } from '../logs/write-log';
import { voidPasswordLinks } from '../auth/password-links';
import { rethrowTakenField, type PartnerRow } from '../partners/find-partner';
import { partnerSnapshot } from './partner-snapshot';

export type AdminPartnerUpdateBody = z.output<typeof adminPartnerUpdateSchema>;

/** Which of email / login a partner other than `id` holds, as `{ field: 'taken' }`; null if none. */
async function takenByOthers(
  tx: Db,
  id: number,
  email: string,
  login: string,
): Promise<Record<string, string> | null> {
  const rows = await tx
    .select({ email: partners.email, login: partners.login })
    .from(partners)
    .where(
      and(
        ne(partners.id, id),
        or(eq(partners.email, email), eq(sql`lower(${partners.login})`, login.toLowerCase())),
      ),
    );
  const fields: Record<string, string> = {};
  for (const row of rows) {
    if (row.email === email) fields.email = 'taken';
    if (row.login.toLowerCase() === login.toLowerCase()) fields.login = 'taken';
  }
  return Object.keys(fields).length ? fields : null;
}

/** The partner after an edit that changed the sign-in email, and the address it replaced. */
export type EmailChange = { partner: PartnerRow; oldEmail: string };

/**
 * An admin edits a partner's names, contacts and profile fields. Undefined profile fields stay
 * as they are, null ones are cleared (as on the partner's own profile form). The change goes to
 * the admin log (`partner-updated`) and the partner log (`profile-updated`, actor the admin).
 * A new email voids the partner's open password links (they went to the old address, and the
 * reset of an account whose email was just taken over must not stay open) and is answered as
 * an EmailChange, for the caller to tell the old address once the change committed.
 */
export async function updatePartnerByAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: number,
  body: AdminPartnerUpdateBody,
  actor: { adminId: number; ip: string },
): Promise<EmailChange | null> {
  const now = deps.clock.now();
  const email = body.email.toLowerCase();
  try {
    return await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
      if (!before) throw notFound('Partner');
      const taken = await takenByOthers(tx, id, email, body.login);
      if (taken) throw alreadyExists(taken);
      const socials: Partial<Record<SocialNetwork, string>> = {};
      for (const [network, handle] of Object.entries(body.socials ?? before.socials)) {
        if (handle) socials[network as SocialNetwork] = handle;
      }
      const [after] = await tx
        .update(partners)
        .set({
          login: body.login,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
          ...(body.country !== undefined ? { country: body.country } : {}),
          ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
          socials,
        })
        .where(eq(partners.id, id))
        .returning();
      if (!after) throw notFound('Partner');
      const emailChange =
        after.email === before.email ? null : { partner: after, oldEmail: before.email };
      if (emailChange) await voidPasswordLinks(tx, id, now);
      const change = changedFields(partnerSnapshot(before), partnerSnapshot(after));
      if (!change) return emailChange;
      await writeAdminLog(tx, actor.adminId, {
        action: 'partner-updated',
        subject: { type: 'partner', id },
        ...change,
        ip: actor.ip,
        at: now,
      });
      await writePartnerLog(tx, id, {
        action: 'profile-updated',
        actor: { kind: 'admin', adminId: actor.adminId },
        ...change,
        ip: actor.ip,
        at: now,
      });
      return emailChange;
    });
  } catch (error) {
    rethrowTakenField(error);
  }
}
