import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { HOUR } from '../../clock';
import { registrationAttemptMail } from '../../mail/registration-attempt-mail';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { countFailures, recordLoginFailure } from '../../security/login-throttle';
import type { PartnerRow } from '../partners/find-partner';

/**
 * "Someone tried to sign up with your address" mails to one partner in an hour, at most: as
 * forgot-password's links, anyone may cause one (sign-up and invite with a taken address), so
 * past this the answer stays the same and nothing is mailed. Counted in login_attempts.
 */
export const REGISTRATION_ATTEMPT_MAILS_PER_HOUR = 3;

/**
 * Tells the owner of an email that someone signed up with it, at most
 * REGISTRATION_ATTEMPT_MAILS_PER_HOUR an hour; a mail failure is only logged.
 * A partner an admin deactivated is mailed nothing, as forgot-password mails them nothing: the
 * mail's way back in is that forgot-password page, which does nothing for them, and an admin's
 * block is not something a mailbox is invited to work around. The caller answers as for any
 * taken address either way (the signup's 201 `{ ok: true }`), so nothing is enumerated.
 */
export async function sendRegistrationAttempt(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'db' | 'clock'>,
  log: FastifyBaseLogger,
  input: { owner: PartnerRow; language?: Language },
): Promise<void> {
  if (input.owner.disabled) return;
  if (!(await countMail(deps.db, input.owner.id, deps.clock.now()))) {
    log.info({ partnerId: input.owner.id }, 'registration attempt not mailed: hourly limit');
    return;
  }
  const mail = registrationAttemptMail({
    to: input.owner.email,
    name: input.owner.firstName,
    language: input.language ?? languageSchema.catch(DEFAULT_LANGUAGE).parse(input.owner.language),
    link: `${deps.config.publicUrl}/forgot-password`,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error({ err, to: mail.to }, 'could not send the registration attempt mail');
  }
}

/**
 * Counts one more mail to the partner when the hour's limit allows it. Under the partner's row
 * lock, so that a burst of sign-ups at once keeps to the limit exactly.
 */
function countMail(db: Db, partnerId: number, now: Date): Promise<boolean> {
  const key = { scope: 'registration-attempt-mail', key: `partner:${partnerId}` };
  return db.transaction(async (tx) => {
    await tx
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('no key update');
    if ((await countFailures(tx, HOUR, now, key)) >= REGISTRATION_ATTEMPT_MAILS_PER_HOUR)
      return false;
    await recordLoginFailure(tx, { loginWindowMs: HOUR }, now, [key]);
    return true;
  });
}
