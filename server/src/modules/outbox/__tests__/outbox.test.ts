import { outbox } from '../../../db/schema';
import { adminLogin, bearer, createAdmin, createPartner, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function registerSomeone(app = t.app) {
  const sponsor = await createPartner(t.db, { active: true });
  const login = unique('ob');
  const email = `${login}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Eve',
      lastName: 'Adams',
      email,
      login,
      phone: '+44 20 7946 0958',
      partnerCode: sponsor.partnerCode,
      language: 'en',
    },
  });
  expect(res.statusCode).toBe(201);
  return email;
}

describe('GET /api/admin/outbox', () => {
  it('lists the mails, newest first, for an admin with view-client-logs', async () => {
    const first = await registerSomeone();
    const second = await registerSomeone();
    // view-partners shows the partners' addresses and bodies (outbox-masking.test.ts: without it).
    const admin = await createAdmin(t.db, { permissions: ['view-client-logs', 'view-partners'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    const res = await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      items: { to: string; subject: string; link: string | null; createdAt: string }[];
      total: number;
    }>();
    expect(page.total).toBe(2);
    expect(page.items.map((m) => m.to)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({
      subject: 'Set your password',
      createdAt: t.clock.now().toISOString(),
    });
    // A view permission never reveals a key to an account: the link's token is masked everywhere.
    const [newest] = res.json<{ items: { link: string; text: string; html: string }[] }>().items;
    expect(newest?.link).toMatch(/\/set-password\?token=••••••$/);
    expect(newest?.text).toContain('/set-password?token=••••••');
    expect(newest?.html).toContain('/set-password?token=••••••');
    const real = await t.db.select({ link: outbox.link }).from(outbox);
    const secrets = real.map((m) => new URL(m.link ?? '').searchParams.get('token') ?? '');
    expect(secrets.every((s) => s.length > 20 && !res.body.includes(s))).toBe(true);
    const searched = await t.app.inject({
      url: `/api/admin/outbox?search=${encodeURIComponent(first)}`,
      headers: bearer(token),
    });
    expect(searched.json<{ total: number }>().total).toBe(1);
  });

  it('does not exist in production (404, like /api/test/*)', async () => {
    const app = await t.variant({ config: { nodeEnv: 'production' } });
    const admin = await createAdmin(t.db, { permissions: ['view-client-logs'] });
    const token = await adminLogin(app, admin.login, admin.password);
    const res = await app.inject({ url: '/api/admin/outbox', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('is 403 without view-client-logs', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    expect(
      (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/test/outbox/latest', () => {
  it('is 404 when not in test mode', async () => {
    const email = await registerSomeone();
    const res = await t.app.inject({
      url: `/api/test/outbox/latest?to=${encodeURIComponent(email)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('gives the latest mail to an address in TEST_MODE, whose link sets the password', async () => {
    const app = await t.variant({ config: { testMode: true } });
    const email = await registerSomeone(app);
    const res = await app.inject({
      url: `/api/test/outbox/latest?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = res.json<{ to: string; link: string }>();
    expect(mail.to).toBe(email);
    const token = new URL(mail.link).searchParams.get('token');
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'from-the-outbox' },
    });
    expect(set.statusCode).toBe(200);

    const none = await app.inject({ url: '/api/test/outbox/latest?to=nobody@example.com' });
    expect(none.statusCode).toBe(404);
  });
});
