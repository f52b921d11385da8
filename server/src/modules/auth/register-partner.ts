import type { RegisterRequest } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { AppError, alreadyExists } from '../../http/app-error';
import { reserveFailure } from '../../security/failure-reservation';
import { assertUnderLimit, registerConflictKey } from '../../security/login-throttle';
import {
  findInvitingPartner,
  findPartnerByEmail,
  rethrowTakenField,
  type PartnerRow,
} from '../partners/find-partner';
import { insertNewPartner } from './new-partner';

export const invitationRequired = () =>
  new AppError(
    422,
    'INVITATION_REQUIRED',
    'Registration is by invitation only from active partners',
    {
      partnerCode: 'invitationOnly',
    },
  );

/** What a signup did: a new partner with its link secret, or nothing for an email already held. */
export type Registration =
  | { kind: 'created'; partner: PartnerRow; secret: string }
  | { kind: 'email-taken'; owner: PartnerRow };

/** The taken fields of a 409 ALREADY_EXISTS (checked or lost to a concurrent insert), else null. */
function takenFieldsOf(error: unknown): Record<string, string> | null {
  if (error instanceof AppError) {
    return error.code === 'ALREADY_EXISTS' ? (error.fields ?? {}) : null;
  }
  try {
    rethrowTakenField(error);
  } catch (taken) {
    if (taken instanceof AppError && taken.code === 'ALREADY_EXISTS') return taken.fields ?? {};
  }
  return null;
}

/**
 * Creates an inactive partner without a password under the inviting (active) partner, with a
 * "set your password" link. No account enumeration: a taken email is not told (the route
 * answers as for a new signup and mails the owner); a taken login must be told, as 409 with
 * `fields.login`, and each such answer is counted per IP: after `registerMaxConflicts` in the
 * window every signup from that IP is 429, so a script cannot list the logins.
 */
export async function registerPartner(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: RegisterRequest,
  ip: string,
): Promise<Registration> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const conflictKey = registerConflictKey(ip);
  const limit = {
    max: config.auth.registerMaxConflicts,
    windowMs: config.auth.loginWindowMs,
    what: 'signup',
  };
  // Counted before the signup (see reserveFailure): a burst of guesses passes no limit.
  const reserved = await reserveFailure(db, config.auth, now, [conflictKey]);
  try {
    await assertUnderLimit(db, limit, now, [conflictKey], reserved);
    const created = await db.transaction(async (tx) => {
      const sponsor = await findInvitingPartner(tx, body.partnerCode);
      if (!sponsor) throw invitationRequired();
      return insertNewPartner(tx, deps, {
        fields: body,
        sponsorId: sponsor.id,
        now,
        ip,
        logDetails: { sponsorId: sponsor.id },
      });
    });
    await reserved.release();
    return { kind: 'created', ...created };
  } catch (error) {
    const taken = takenFieldsOf(error);
    if (taken?.login) {
      await reserved.keep();
      throw alreadyExists({ login: 'taken' });
    }
    await reserved.release();
    if (!taken) throw error;
    const owner = await findPartnerByEmail(db, body.email);
    if (!owner) throw error; // the holder left in between: let the caller retry
    return { kind: 'email-taken', owner };
  }
}
