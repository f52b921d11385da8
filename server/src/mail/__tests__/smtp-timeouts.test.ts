import { startTestSmtp } from '../../testing/test-smtp';
import { SmtpMailer } from '../smtp-mailer';

const mail = { to: 'a@b.test', subject: 's', text: 't', html: 'h', link: null };

// A mail server that never greets must give the sender back, or the queued mailer's few
// senders wait on it for nodemailer's default minutes while every other mail queues behind.
it('gives up on a mail server that never greets, within its timeouts', async () => {
  const smtp = await startTestSmtp({ held: true });
  const mailer = new SmtpMailer(smtp.url, 'platform@test.smtp', {
    connection: 300,
    greeting: 300,
    socket: 300,
  });
  try {
    await expect(mailer.send(mail)).rejects.toThrow(/greeting|timeout/i);
    expect(smtp.received).toEqual([]);
  } finally {
    await mailer.close();
    await smtp.close();
  }
});

it('still sends through a server that answers', async () => {
  const smtp = await startTestSmtp();
  const mailer = new SmtpMailer(smtp.url, 'platform@test.smtp');
  try {
    await mailer.send(mail);
    expect(smtp.received.map((m) => m.to)).toEqual([['a@b.test']]);
  } finally {
    await mailer.close();
    await smtp.close();
  }
});
