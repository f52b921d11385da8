import { FixedClock } from '../../clock';
import { queuedMails } from '../../testing/mail-queue';
import { testConfig } from '../../testing/test-config';
import { openTestDb } from '../../testing/test-db';
import { startTestSmtp } from '../../testing/test-smtp';
import { createMailer } from '../create-mailer';
import type { Mail } from '../mailer';

const mail: Mail = { to: 'someone@example.com', subject: 's', text: 't', html: 'h', link: null };

/** Queues one mail to a server answering RCPT TO with `rcptReply`; what became of it. */
async function sendRefused(rcptReply: string) {
  const smtp = await startTestSmtp({ rcptReply });
  const database = await openTestDb();
  const report = jest.fn();
  const config = testConfig({ mail: { smtpUrl: smtp.url, from: 'platform@refusal.test' } });
  const mailer = createMailer(config, database.db, new FixedClock(), { report });
  try {
    await mailer.send(mail);
    for (let i = 0; i < 500 && report.mock.calls.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await mailer.close();
    const [, , outcome] = (report.mock.calls[0] ?? []) as unknown[];
    return { outcome, queued: (await queuedMails(database.db)).length };
  } finally {
    await smtp.close();
    await database.close();
  }
}

// A refusal at RCPT TO is not always the recipient's: a mail server that does not relay for us
// (SMTP_URL without credentials, a sender it does not know) refuses every recipient with 5.7.x.
// Given up, every mail would be lost until an operator noticed; kept, they go once it is fixed.
describe('SMTP refusals at RCPT TO', () => {
  it('keeps a mail refused for our configuration (relay denied) to try again', async () => {
    const result = await sendRefused('554 5.7.1 <someone@example.com>: Relay access denied');
    expect([result.outcome, result.queued]).toEqual(['retry', 1]);
  });

  it('keeps a mail refused because the server wants authentication', async () => {
    const result = await sendRefused('530 5.7.0 Authentication required');
    expect([result.outcome, result.queued]).toEqual(['retry', 1]);
  });

  it('gives up a mail to a mailbox that does not exist', async () => {
    const result = await sendRefused('550 5.1.1 <someone@example.com>: User unknown');
    expect([result.outcome, result.queued]).toEqual(['dropped', 0]);
  });
});
