import type { Mail, Mailer } from './mailer';

/** What a background mailer does with a mail its transport refused (logs it, in main.ts). */
export type MailFailureReport = (error: unknown, mail: Mail) => void;

/**
 * Mails handed to the transport at once, at most. Each SMTP send opens its own connection: a
 * burst (the deposit watcher crediting a batch, a flood of forgot-password posts) sent all at
 * once met the mail server's per-client connection limit (421) and those mails were lost.
 */
export const MAX_SENDS_AT_ONCE = 3;

/**
 * Hands each mail to `transport` without waiting for it: `send` resolves at once. An SMTP round
 * trip takes tens to thousands of milliseconds, so a request that awaited it answered a known
 * address (sign-up's "already registered" mail, forgot-password's link) measurably later than an
 * unknown or deactivated one, which mails nothing: a timing oracle for who has an account. The
 * mails wait in a queue and go out `maxAtOnce` at a time. A refused mail goes to `report`, as the
 * callers logged it before; `close` waits for the mails queued or under way, so a shutdown loses
 * none of them.
 */
export class BackgroundMailer implements Mailer {
  private readonly queue: Mail[] = [];
  private running = 0;
  private readonly idle: (() => void)[] = [];

  constructor(
    private readonly transport: Mailer,
    private readonly report: MailFailureReport,
    private readonly maxAtOnce = MAX_SENDS_AT_ONCE,
  ) {}

  send(mail: Mail): Promise<void> {
    this.queue.push(mail);
    this.next();
    return Promise.resolve();
  }

  /** Starts queued mails while fewer than `maxAtOnce` are under way; wakes `close` when done. */
  private next(): void {
    while (this.running < this.maxAtOnce) {
      const mail = this.queue.shift();
      if (!mail) break;
      this.running += 1;
      void Promise.resolve()
        .then(() => this.transport.send(mail))
        .catch((error: unknown) => this.report(error, mail))
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
    if (this.running === 0 && this.queue.length === 0) {
      for (const wake of this.idle.splice(0)) wake();
    }
  }

  unsent(): number {
    return this.queue.length + this.running;
  }

  /** Resolves once every mail handed over was sent or reported, then closes the transport. */
  async close(): Promise<void> {
    if (this.running > 0 || this.queue.length > 0) {
      await new Promise<void>((resolve) => this.idle.push(resolve));
    }
    await this.transport.close();
  }
}
