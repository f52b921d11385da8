import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { QueuedMailer, type MailFailureReport } from './queued-mailer';
import { SmtpMailer } from './smtp-mailer';

type MailerHooks = {
  /** Development: prints each outbox mail, so a demo user can follow its link. */
  announce?: (line: string) => void;
  /** Where a mail SMTP refused goes (the callers no longer see it: SMTP sends from a queue). */
  report: MailFailureReport;
};

/**
 * SMTP_URL set → SMTP through the database's mail queue (see QueuedMailer); unset → the local
 * outbox table, where the e2e suite reads a mail right after the request.
 */
export function createMailer(config: AppConfig, db: Db, clock: Clock, hooks: MailerHooks): Mailer {
  return config.mail.smtpUrl
    ? new QueuedMailer(
        db,
        clock,
        new SmtpMailer(config.mail.smtpUrl, config.mail.from),
        hooks.report,
      )
    : new OutboxMailer(db, clock, hooks.announce);
}
