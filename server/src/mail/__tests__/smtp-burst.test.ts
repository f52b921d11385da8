import { FixedClock } from '../../clock';
import { queueDrained } from '../../testing/mail-queue';
import { testConfig } from '../../testing/test-config';
import { openTestDb } from '../../testing/test-db';
import { startTestSmtp } from '../../testing/test-smtp';
import { createMailer } from '../create-mailer';
import type { Mail } from '../mailer';

const mail = (i: number): Mail => ({
  to: `p${i}@burst.test`,
  subject: 's',
  text: 't',
  html: 'h',
  link: null,
});

// A burst of mails (the deposit watcher crediting a batch, a flood of forgot-password posts) is
// queued at once: it must not open one connection per mail at the same time, or a provider's
// per-client connection limit refuses them.
it('sends a burst of queued mails over a bounded number of connections, losing none', async () => {
  const smtp = await startTestSmtp({ greetAfterMs: 50, maxConnections: 5 });
  const database = await openTestDb();
  const report = jest.fn();
  const config = testConfig({ mail: { smtpUrl: smtp.url, from: 'platform@burst.test' } });
  const mailer = createMailer(config, database.db, new FixedClock(), { report });
  try {
    for (let i = 0; i < 20; i += 1) await mailer.send(mail(i));
    await queueDrained(database.db);
    await mailer.close();
    expect(report).not.toHaveBeenCalled();
    expect(smtp.received).toHaveLength(20);
    expect(smtp.peak()).toBeLessThanOrEqual(5);
  } finally {
    await smtp.close();
    await database.close();
  }
});
