import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Mail, Mailer } from './mailer';

/** How long one SMTP conversation may wait on the server, in milliseconds. */
export type SmtpTimeouts = { connection: number; greeting: number; socket: number };

/**
 * Bounds well under nodemailer's own (2 min to connect, 10 min of silence): the queued mailer
 * sends a few at a time, so a stalled server must give the queue back soon, and a shutdown has
 * 60 s in all.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://...). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
  ) {
    // The SMTP transport itself, not createTransport({ url, … }): createTransport keeps only
    // what the URL says of an object with a `url`, dropping the timeouts.
    this.transport = nodemailer.createTransport(
      new SMTPTransport({
        url: smtpUrl,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      }),
    );
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }

  /** Each send settles before it returns: nothing is left unsent. */
  unsent(): number {
    return 0;
  }
}
