import type { Mail, Mailer } from './mailer';

/** What a background mailer does with a mail its transport refused (logs it, in main.ts). */
export type MailFailureReport = (error: unknown, mail: Mail) => void;

/**
 * Hands each mail to `transport` without waiting for it: `send` resolves at once. An SMTP round
 * trip takes tens to thousands of milliseconds, so a request that awaited it answered a known
 * address (sign-up's "already registered" mail, forgot-password's link) measurably later than an
 * unknown or deactivated one, which mails nothing: a timing oracle for who has an account. A
 * refused mail goes to `report`, as the callers logged it before; `close` waits for the mails
 * under way, so a shutdown loses none of them.
 */
export class BackgroundMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: Mailer,
    private readonly report: MailFailureReport,
  ) {}

  send(mail: Mail): Promise<void> {
    const sending = Promise.resolve()
      .then(() => this.transport.send(mail))
      .catch((error: unknown) => this.report(error, mail))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
    return Promise.resolve();
  }

  /** Resolves once every mail handed over was sent or reported, then closes the transport. */
  async close(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
    await this.transport.close();
  }
}
