import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP_URL set → SMTP; unset → the local outbox table, announced on stdout when given `announce`. */
export function createMailer(
  config: AppConfig,
  db: Db,
  clock: Clock,
  announce?: (line: string) => void,
): Mailer {
  return config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(db, clock, announce);
}
