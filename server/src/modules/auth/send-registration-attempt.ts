import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { registrationAttemptMail } from '../../mail/registration-attempt-mail';
import type { PartnerRow } from '../partners/find-partner';

/**
 * Tells the owner of an email that someone signed up with it; a mail failure is only logged.
 * A partner an admin deactivated is mailed nothing, as forgot-password mails them nothing: the
 * mail's way back in is that forgot-password page, which does nothing for them, and an admin's
 * block is not something a mailbox is invited to work around. The caller answers as for any
 * taken address either way (the signup's 201 `{ ok: true }`), so nothing is enumerated.
 */
export async function sendRegistrationAttempt(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  input: { owner: PartnerRow; language?: Language },
): Promise<void> {
  if (input.owner.disabled) return;
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
