import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://...). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
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
}
