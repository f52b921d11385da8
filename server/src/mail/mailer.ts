export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link of the mail (set-password...), kept apart so the dev outbox can show it. */
  link: string | null;
};

/** The mail adapter: SMTP in production, the outbox table in development and tests. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
