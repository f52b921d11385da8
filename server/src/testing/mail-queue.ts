import { mailQueue } from '../db/schema';
import type { Db } from '../db/types';

/** The queued mails' rows, oldest first. */
export const queuedMails = (db: Db) => db.select().from(mailQueue).orderBy(mailQueue.id);

/** Resolves once the mail queue is empty (every mail sent or given up); fails after `timeoutMs`. */
export async function queueDrained(db: Db, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await queuedMails(db)).length > 0) {
    if (Date.now() > until) throw new Error('the mail queue did not drain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
