import { createMailer } from '../../../mail/create-mailer';
import type { Mailer } from '../../../mail/mailer';
import { createPartner, signupBody, type PartnerFixture } from '../../../testing/fixtures';
import { queueDrained, queuedMails } from '../../../testing/mail-queue';
import { startTestSmtp, type TestSmtp } from '../../../testing/test-smtp';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testConfig } from '../../../testing/test-config';

// With SMTP, the public routes that mail only a known address answer without waiting for the
// mail server (the mail is queued): an answer that waited for it would tell a known address from
// an unknown one.
let t: TestApp;
let smtp: TestSmtp;
let mailer: Mailer;
let sponsor: PartnerFixture;
const report = jest.fn();

beforeAll(async () => {
  smtp = await startTestSmtp({ held: true });
  const config = testConfig({ mail: { smtpUrl: smtp.url, from: 'platform@held.test' } });
  t = await createTestApp();
  mailer = createMailer(config, t.db, t.clock, { report });
  sponsor = await createPartner(t.db);
});
afterAll(async () => {
  smtp.release();
  await mailer.close();
  await smtp.close();
  await t?.close();
});

it('answers forgot-password and a taken sign-up while the mail server has not greeted, then delivers both', async () => {
  const app = await t.variant({ mailer });
  const known = await createPartner(t.db, { sponsorId: sponsor.id });

  const forgot = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: known.email },
  });
  expect(forgot.statusCode).toBe(200);
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: signupBody(sponsor.partnerCode, { email: known.email }),
  });
  expect(signUp.statusCode).toBe(201);
  await smtp.connected;
  expect(smtp.received).toEqual([]);
  expect(await queuedMails(t.db)).toHaveLength(2);

  smtp.release();
  await queueDrained(t.db);
  await mailer.close();
  expect(report).not.toHaveBeenCalled();
  expect(smtp.received.map((m) => m.to)).toEqual([[known.email], [known.email]]);
  // Two connections: either may finish first. Quoted-printable lines end in a soft break '='.
  const bodies = smtp.received.map((m) => m.data.replaceAll('=\r\n', '')).sort();
  expect(bodies.filter((b) => b.includes('/set-password?token='))).toHaveLength(1);
  expect(bodies.filter((b) => b.includes('/forgot-password"'))).toHaveLength(1);
});
