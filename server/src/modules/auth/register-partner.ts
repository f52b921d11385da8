import { DEFAULT_LANGUAGE, type RegisterRequest } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { alreadyExists, AppError } from '../../http/app-error';
import { writeClientLog } from '../logs/write-log';
import { findInvitingPartner, takenPartnerFields, type PartnerRow } from '../partners/find-partner';
import { uniquePartnerCode } from '../partners/partner-code';
import { createPasswordLink } from './password-links';

export const invitationRequired = () =>
  new AppError(
    422,
    'INVITATION_REQUIRED',
    'Registration is by invitation only from active partners',
    {
      partnerCode: 'invitationOnly',
    },
  );

/**
 * Creates an inactive partner without a password under the inviting (active) partner, with a
 * "set your password" link. Returns the partner and the link's secret to mail.
 */
export async function registerPartner(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: RegisterRequest,
  ip: string,
): Promise<{ partner: PartnerRow; secret: string }> {
  const now = deps.clock.now();
  const email = body.email.toLowerCase();
  try {
    return await deps.db.transaction(async (tx) => {
      const sponsor = await findInvitingPartner(tx, body.partnerCode);
      if (!sponsor) throw invitationRequired();
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
          sponsorId: sponsor.id,
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
        details: { sponsorId: sponsor.id },
        ip,
        at: now,
      });
      return { partner, secret };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'partners_email_key') throw alreadyExists({ email: 'taken' });
    if (constraint === 'partners_login_key') throw alreadyExists({ login: 'taken' });
    throw error;
  }
}
