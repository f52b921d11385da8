import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { emailChangedMail } from '../../mail/email-changed-mail';
import type { EmailChange } from './update-partner';

/**
 * Tells the old address that the partner's sign-in email changed, after the change committed,
 * in the partner's language. A mail failure never undoes the change: it is logged.
 */
export async function sendEmailChanged(
  deps: Pick<AppDeps, 'mailer'>,
  log: FastifyBaseLogger,
  input: EmailChange,
): Promise<void> {
  const mail = emailChangedMail({
    to: input.oldEmail,
    name: input.partner.firstName,
    language: languageSchema.catch(DEFAULT_LANGUAGE).parse(input.partner.language),
    newEmail: input.partner.email,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error({ err, partnerId: input.partner.id }, 'could not send the email-changed mail');
  }
}
