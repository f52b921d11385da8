export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link of the mail (set-password...), kept apart so the dev outbox can show it. */
  link: string | null;
};

/** The mail adapter: SMTP in the background in production, the outbox table in development and tests. */
export interface Mailer {
  /** Resolves once the mail is accepted: stored, sent, or handed to a background sender. */
  send(mail: Mail): Promise<void>;
  /** Waits for the mails under way and releases the transport (shutdown). */
  close(): Promise<void>;
  /** Mails handed over and not yet sent or reported (what a forced exit would lose). */
  unsent(): number;
}
