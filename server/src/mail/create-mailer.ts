import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import { BackgroundMailer, type MailFailureReport } from './background-mailer';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

type MailerHooks = {
  /** Development: prints each outbox mail, so a demo user can follow its link. */
  announce?: (line: string) => void;
  /** Where a mail SMTP refused goes (the callers no longer see it: SMTP sends in the background). */
  report: MailFailureReport;
};

/**
 * SMTP_URL set → SMTP, in the background (see BackgroundMailer); unset → the local outbox table,
 * whose insert the caller awaits (the e2e suite reads a mail right after the request).
 */
export function createMailer(config: AppConfig, db: Db, clock: Clock, hooks: MailerHooks): Mailer {
  return config.mail.smtpUrl
    ? new BackgroundMailer(new SmtpMailer(config.mail.smtpUrl, config.mail.from), hooks.report)
    : new OutboxMailer(db, clock, hooks.announce);
}
