import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { emailChangedMail } from '../../mail/email-changed-mail';
import { DEFAULT_SUPPORT_CONTACTS, readSupportContacts } from '../settings/support-contacts';
import type { EmailChange } from './update-partner';

/**
 * Tells the old address that the partner's sign-in email changed, after the change committed,
 * in the partner's language, with the support contacts set at that moment. A mail failure never
 * undoes the change: it is logged.
 */
export async function sendEmailChanged(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  log: FastifyBaseLogger,
  input: EmailChange,
): Promise<void> {
  // Unreadable contacts must not cost the owner the notice: it goes with the no-contacts text.
  const support = await readSupportContacts(deps.db).catch((err: unknown) => {
    log.error({ err }, 'could not read the support contacts for the email-changed mail');
    return DEFAULT_SUPPORT_CONTACTS;
  });
  const mail = emailChangedMail({
    to: input.oldEmail,
    name: input.partner.firstName,
    language: languageSchema.catch(DEFAULT_LANGUAGE).parse(input.partner.language),
    newEmail: input.partner.email,
    support,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error({ err, partnerId: input.partner.id }, 'could not send the email-changed mail');
  }
}
