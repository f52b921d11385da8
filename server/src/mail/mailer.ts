export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link of the mail (set-password...), kept apart so the dev outbox can show it. */
  link: string | null;
};

/**
 * The mail adapter: SMTP through the mail queue in production, the outbox table in development
 * and tests.
 */
export interface Mailer {
  /** Resolves once the mail is accepted: stored in the outbox or in the mail queue, or sent. */
  send(mail: Mail): Promise<void>;
  /** Waits for the mails under way and releases the transport (shutdown). */
  close(): Promise<void>;
  /** Mails this process is sending now (a forced exit leaves them to the next sender). */
  unsent(): number;
}
