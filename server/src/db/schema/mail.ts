import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** The development mail sink: every mail the OutboxMailer "sends" (viewable by admins). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/**
 * Mails waiting for SMTP (QueuedMailer): a row is deleted once its mail is sent or given up, so a
 * password link lives here only until it leaves. `claimed_until` is a sender's lease: past it, a
 * sender that died mid-send (a forced exit) leaves the mail to the next one.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: instant('created_at').notNull(),
    /** Sends tried so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    claimedUntil: instant('claimed_until'),
    /** Why the last send failed (the SMTP answer), for an operator reading the table. */
    lastError: text('last_error'),
  },
  (t) => [index('mail_queue_next_attempt_idx').on(t.nextAttemptAt, t.id)],
);
