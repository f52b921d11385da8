import { and, eq, sql } from 'drizzle-orm';
import { mailQueue } from '../db/schema';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';
import type { Mail } from './mailer';

/** A queued mail a sender has claimed: its row and what goes out. */
export type QueuedMail = {
  id: number;
  attempts: number;
  createdAt: Date;
  mail: Mail;
};

export async function enqueueMail(db: Db, mail: Mail, now: Date): Promise<void> {
  const { to, subject, text, html } = mail;
  await db
    .insert(mailQueue)
    .values({ to, subject, text, html, createdAt: now, nextAttemptAt: now });
}

/**
 * Claims up to `limit` mails due at `now` for `leaseMs`, oldest first, skipping those another
 * sender (this instance or another) is sending; each claim counts an attempt. The lease is kept on
 * the database's clock, the one all instances share: on each sender's own, an instance whose clock
 * ran a lease ahead of another's took the mails that one was still sending, and both sent them.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<QueuedMail[]> {
  const at = now.toISOString();
  const rows = await queryRows<{
    id: number;
    attempts: number;
    created_at: string | Date;
    to: string;
    subject: string;
    text: string;
    html: string;
  }>(
    db,
    sql`update mail_queue q
      set claimed_until = now() + ${leaseMs}::int * interval '1 millisecond',
          attempts = q.attempts + 1
      where q.id in (
        select id from mail_queue
        where next_attempt_at <= ${at}::timestamptz
          and (claimed_until is null or claimed_until <= now())
        order by next_attempt_at, id
        limit ${limit}::int
        for update skip locked)
      returning q.id, q.attempts, q.created_at, q."to", q.subject, q.text, q.html`,
  );
  return rows
    .map((r) => ({
      id: r.id,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
      mail: { to: r.to, subject: r.subject, text: r.text, html: r.html, link: null },
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The row as this sender claimed it. A claim counts an attempt, so a sender whose lease lapsed
 * and whose mail another sender claimed since finds `attempts` moved on: what it then does to the
 * row (remove, release) is a no-op, and the other sender's claim stands.
 */
const stillClaimed = (queued: Pick<QueuedMail, 'id' | 'attempts'>) =>
  and(eq(mailQueue.id, queued.id), eq(mailQueue.attempts, queued.attempts));

/** Sent, or given up: the row (and any link in it) goes. */
export async function removeQueuedMail(db: Db, queued: QueuedMail): Promise<void> {
  await db.delete(mailQueue).where(stillClaimed(queued));
}

/** A failed send: released to be tried again at `at`, with the reason kept for an operator. */
export async function retryQueuedMail(
  db: Db,
  queued: QueuedMail,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailQueue)
    .set({ claimedUntil: null, nextAttemptAt: at, lastError: error.slice(0, 500) })
    .where(stillClaimed(queued));
}
