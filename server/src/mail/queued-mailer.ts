import type { Clock } from '../clock';
import type { Db } from '../db/types';
import {
  claimDueMails,
  enqueueMail,
  removeQueuedMail,
  retryQueuedMail,
  type QueuedMail,
} from './mail-queue';
import type { Mail, Mailer } from './mailer';
import { isPermanentRefusal, MAIL_MAX_AGE_MS, retryDelayMs } from './smtp-refusal';

/** What became of a mail the transport refused: tried again later, or given up for good. */
export type MailFailureOutcome = 'retry' | 'dropped';

/**
 * Where a refused mail is told (logged in main.ts; the caller no longer waits for SMTP). `mail` is
 * null when the queue itself failed (a claim or a row's update): its mails wait for a later poll.
 */
export type MailFailureReport = (
  error: unknown,
  mail: Mail | null,
  outcome: MailFailureOutcome,
) => void;

export type QueuedMailerOptions = {
  /**
   * Mails handed to the transport at once, at most. Each SMTP send opens its own connection: a
   * burst sent all at once met the mail server's per-client connection limit (421).
   */
  maxAtOnce: number;
  /** How often the queue is looked at for retries and mails another instance left. 0: never. */
  pollMs: number;
  /** A sender's claim on a mail: longer than any send lasts (SMTP_TIMEOUTS). */
  leaseMs: number;
};

export const QUEUED_MAILER_DEFAULTS: QueuedMailerOptions = {
  maxAtOnce: 3,
  pollMs: 30_000,
  leaseMs: 5 * 60_000,
};

/**
 * SMTP through a queue in the database (`mail_queue`). `send` only inserts the row: a request
 * that awaited the SMTP round trip answered a known address (sign-up's "already registered",
 * forgot-password's link) measurably later than an unknown one, a timing oracle for who has an
 * account. Senders then claim due rows (FOR UPDATE SKIP LOCKED, so several instances share the
 * queue), at most `maxAtOnce` at a time, and delete each once sent. A failed send is tried again
 * with a growing wait (smtp-refusal.ts) until a day has passed; a permanent refusal is given up
 * at once. A shutdown, even a forced exit, loses nothing: what is not sent stays queued for the
 * next sender.
 */
export class QueuedMailer implements Mailer {
  private running = 0;
  private closing = false;
  private readonly idle: (() => void)[] = [];
  private readonly timer: ReturnType<typeof setInterval> | null;
  /** A claim is under way: another would only find the same rows locked. */
  private claiming = false;
  /** Mails were queued or released while a claim ran: look again after it. */
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: Mailer,
    private readonly report: MailFailureReport,
    private readonly options: QueuedMailerOptions = QUEUED_MAILER_DEFAULTS,
  ) {
    this.timer = options.pollMs > 0 ? setInterval(() => this.wake(), options.pollMs) : null;
    // Mails a previous run left (a forced exit, a crash) go out at the first poll.
    this.timer?.unref();
  }

  async send(mail: Mail): Promise<void> {
    await enqueueMail(this.db, mail, this.clock.now());
    this.wake();
  }

  /** Claims what is due while fewer than `maxAtOnce` are under way, and sends each. */
  wake(): void {
    if (this.closing) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    const room = this.options.maxAtOnce - this.running;
    if (room <= 0) return;
    this.claiming = true;
    this.again = false;
    void claimDueMails(this.db, this.clock.now(), room, this.options.leaseMs)
      .then((claimed) => {
        for (const queued of claimed) this.start(queued);
        return claimed.length;
      })
      .catch((error: unknown) => {
        this.report(error, null, 'retry');
        return 0;
      })
      .finally(() => {
        this.claiming = false;
        this.settle();
      })
      .then((count) => {
        // A full claim may have left more due rows; a wake during the claim asked to look again.
        if (count === room || this.again) this.wake();
      });
  }

  private start(queued: QueuedMail): void {
    this.running += 1;
    void Promise.resolve()
      .then(() => this.transport.send(queued.mail))
      .then(
        () => removeQueuedMail(this.db, queued),
        (error: unknown) => this.failed(queued, error),
      )
      // The queue's row could not be updated: the mail waits for its claim to lapse (and, if it
      // was sent, goes out again then: at least once).
      .catch((error: unknown) => this.report(error, null, 'retry'))
      .catch(() => undefined)
      .finally(() => {
        this.running -= 1;
        this.settle();
        this.wake();
      });
  }

  private async failed(queued: QueuedMail, error: unknown): Promise<void> {
    const now = this.clock.now();
    const retryAt = new Date(now.getTime() + retryDelayMs(queued.attempts));
    const tooOld = retryAt.getTime() - queued.createdAt.getTime() > MAIL_MAX_AGE_MS;
    if (isPermanentRefusal(error) || tooOld) {
      await removeQueuedMail(this.db, queued);
      this.report(error, queued.mail, 'dropped');
    } else {
      await retryQueuedMail(this.db, queued, retryAt, String(error));
      this.report(error, queued.mail, 'retry');
    }
  }

  /** Wakes `close` once nothing is claimed or under way. */
  private settle(): void {
    if (this.running === 0 && !this.claiming) for (const wake of this.idle.splice(0)) wake();
  }

  /** Mails this instance is sending now; whatever else is unsent waits in the table. */
  unsent(): number {
    return this.running;
  }

  /**
   * Stops claiming, waits for the sends under way, then closes the transport. Mails still queued
   * (or handed over during the shutdown) stay in the table for the next start.
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    if (this.running > 0 || this.claiming) {
      await new Promise<void>((resolve) => this.idle.push(resolve));
    }
    await this.transport.close();
  }
}
