import type { FastifyBaseLogger } from 'fastify';
import { languageSchema, DEFAULT_LANGUAGE, type Language } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import type { PasswordLinkPurpose } from '../../db/schema';
import { passwordLinkMail } from '../../mail/password-link-mail';
import type { PartnerRow } from '../partners/find-partner';
import { passwordLinkUrl } from './password-links';

/**
 * Mails the set / reset link after the transaction committed. A mail failure is logged, not
 * thrown: the account exists and forgot-password sends a new link.
 */
export async function sendPasswordLink(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  input: { partner: PartnerRow; secret: string; purpose: PasswordLinkPurpose; language?: Language },
): Promise<void> {
  const language =
    input.language ?? languageSchema.catch(DEFAULT_LANGUAGE).parse(input.partner.language);
  const mail = passwordLinkMail({
    to: input.partner.email,
    name: input.partner.firstName,
    language,
    purpose: input.purpose,
    link: passwordLinkUrl(deps.config.publicUrl, input.secret),
    hours: Math.round(deps.config.auth.passwordLinkTtlMs / 3_600_000),
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error({ err, to: mail.to }, 'could not send the password link mail');
  }
}
