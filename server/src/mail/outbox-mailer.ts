import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { outbox } from '../db/schema';
import type { Mail, Mailer } from './mailer';

/**
 * Writes each mail to the `outbox` table, where admins (and the e2e suite) read it. `announce`
 * (development) also prints it, so a demo user can follow a set-password link from the console.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announce?: (line: string) => void,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(outbox).values({ ...mail, createdAt: this.clock.now() });
    this.announce?.(
      `[outbox] to ${mail.to}: ${mail.subject}${mail.link ? `\n         ${mail.link}` : ''}`,
    );
  }

  /** Each send awaited its insert: nothing is under way. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Each send settles before it returns: nothing is left unsent. */
  unsent(): number {
    return 0;
  }
}
