import { LANGUAGES } from 'shared-api/contract';
import { FixedClock } from '../../clock';
import type { Db } from '../../db/types';
import { testConfig } from '../../testing/test-config';
import { createMailer } from '../create-mailer';
import { OutboxMailer } from '../outbox-mailer';
import { passwordLinkMail } from '../password-link-mail';
import { QueuedMailer } from '../queued-mailer';

describe('passwordLinkMail', () => {
  const link = 'http://localhost:8080/set-password?token=abc&x=1';

  it.each(LANGUAGES)(
    'has a set and a reset text in %s with the link and the expiry',
    (language) => {
      const set = passwordLinkMail({
        to: 'a@b.c',
        name: 'Ann',
        language,
        purpose: 'set',
        link,
        hours: 48,
      });
      const reset = passwordLinkMail({
        to: 'a@b.c',
        name: 'Ann',
        language,
        purpose: 'reset',
        link,
        hours: 48,
      });
      expect(set.subject).not.toBe(reset.subject);
      for (const mail of [set, reset]) {
        expect(mail).toMatchObject({ to: 'a@b.c', link });
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('48');
        expect(mail.text).toContain('Ann');
        expect(mail.html).toContain('href="http://localhost:8080/set-password?token=abc&amp;x=1"');
      }
    },
  );

  it('escapes the name in HTML', () => {
    const mail = passwordLinkMail({
      to: 'a@b.c',
      name: '<b>x</b>',
      language: 'en',
      purpose: 'set',
      link,
      hours: 48,
    });
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});

describe('createMailer', () => {
  const db = {} as Db;
  const hooks = { report: () => undefined };
  it('picks SMTP through the mail queue when SMTP_URL is set and the outbox otherwise', async () => {
    expect(createMailer(testConfig(), db, new FixedClock(), hooks)).toBeInstanceOf(OutboxMailer);
    const smtp = testConfig({ mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@y.z' } });
    const queued = createMailer(smtp, db, new FixedClock(), hooks);
    expect(queued).toBeInstanceOf(QueuedMailer);
    await queued.close();
  });
});
