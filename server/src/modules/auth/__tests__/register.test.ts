import { count, eq } from 'drizzle-orm';
import { HOUR } from '../../../clock';
import { clientLogs, outbox, partners, passwordLinks } from '../../../db/schema';
import {
  createPartner,
  latestMail,
  partnerByLogin,
  signupBody,
  unique,
  type PartnerFixture,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let sponsor: PartnerFixture;
let inactive: PartnerFixture;
/** Active (packages) but deactivated by an admin (POST /api/admin/partners/:id/deactivate). */
let blocked: PartnerFixture;

beforeAll(async () => {
  t = await createTestApp();
  sponsor = await createPartner(t.db, { active: true });
  inactive = await createPartner(t.db, { active: false });
  blocked = await createPartner(t.db, { active: true });
  await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, blocked.id));
});
afterAll(() => t?.close());

const partnerCount = async () => (await t.db.select({ n: count() }).from(partners))[0]?.n ?? 0;

const body = (overrides: Record<string, unknown> = {}) =>
  signupBody(sponsor.partnerCode, overrides);

const register = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

describe('GET /api/auth/invitation/:code', () => {
  it('is valid for an active partner code, in any case, and names the sponsor', async () => {
    const res = await t.app.inject({
      url: `/api/auth/invitation/${sponsor.partnerCode.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, sponsorLogin: sponsor.login });
  });

  it('is invalid for an unknown code and for an inactive or deactivated partner code', async () => {
    for (const code of ['ZZZZ9999', inactive.partnerCode, blocked.partnerCode]) {
      const res = await t.app.inject({ url: `/api/auth/invitation/${code}` });
      expect(res.json()).toEqual({ valid: false });
    }
  });
});

describe('POST /api/auth/register', () => {
  it('creates an inactive partner without a password under the sponsor and mails a set-password link', async () => {
    const payload = body({ language: 'de', email: `MiXeD${unique('')}@Example.com` });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const created = await partnerByLogin(t.db, payload.login);
    expect(created).toMatchObject({
      email: payload.email.toLowerCase(),
      firstName: 'Anna',
      lastName: 'Smith',
      sponsorId: sponsor.id,
      active: false,
      passwordHash: null,
      language: 'de',
      registeredAt: t.clock.now(),
    });
    expect(created?.partnerCode).toMatch(/^[A-Z0-9]{8}$/);

    const mail = await latestMail(t.db, payload.email);
    expect(mail?.subject).toBe('Legen Sie Ihr Passwort fest');
    expect(mail?.link).toMatch(/^http:\/\/localhost:8080\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain('href="http://localhost:8080/set-password?token=');

    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, created?.id ?? 0));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ purpose: 'set', usedAt: null });
    // Only the hash of the link's secret is stored.
    expect(links[0]?.hash).not.toBe(new URL(mail?.link ?? '').searchParams.get('token'));
    expect(links[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 48 * 3_600_000);

    const logs = await t.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.partnerId, created?.id ?? 0));
    expect(logs.map((l) => l.action)).toEqual(['register']);
  });

  it('mails in Russian by default', async () => {
    const payload = body();
    await register(payload);
    expect((await latestMail(t.db, payload.email))?.subject).toBe('Установите пароль');
  });

  it('answers 422 with a message code per bad field and creates nothing', async () => {
    const before = await partnerCount();
    const res = await register({
      firstName: 'Анна',
      lastName: 'Smith!',
      email: 'not-an-email',
      login: 'a b',
      phone: '12',
      partnerCode: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: {
          firstName: 'latinNoSymbols',
          lastName: 'latinNoSymbols',
          email: 'invalidEmail',
          login: 'invalidLogin',
          phone: 'invalidPhone',
          partnerCode: 'invalidPartnerCode',
        },
      },
    });
    expect(await partnerCount()).toBe(before);
  });

  it('flags missing fields as required', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      login: 'required',
      phone: 'required',
      partnerCode: 'required',
    });
  });

  it.each([
    ['an unknown partner code', 'ZZZZ9999'],
    ['an inactive partner code', 'INACTIVE'],
    ['a deactivated partner code', 'BLOCKED'],
  ])('refuses %s with 422 INVITATION_REQUIRED and creates nothing', async (_, code) => {
    const before = await partnerCount();
    const named = { INACTIVE: inactive.partnerCode, BLOCKED: blocked.partnerCode }[code];
    const payload = body({ partnerCode: named ?? code });
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'INVITATION_REQUIRED',
        message: 'Registration is by invitation only from active partners',
        fields: { partnerCode: 'invitationOnly' },
      },
    });
    expect(await partnerCount()).toBe(before);
    expect(await latestMail(t.db, payload.email)).toBeNull();
  });

  it('answers a taken email (any case) as a new signup and mails its owner instead', async () => {
    const first = body();
    expect((await register(first)).statusCode).toBe(201);
    const owner = await partnerByLogin(t.db, first.login);
    const before = await partnerCount();

    const again = body({ email: first.email.toUpperCase(), language: 'en' });
    const res = await register(again);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await partnerCount()).toBe(before);
    expect(await partnerByLogin(t.db, again.login)).toBeNull();

    const mail = await latestMail(t.db, first.email);
    expect(mail?.subject).toBe('Someone tried to sign up with your address');
    expect(mail?.link).toBe('http://localhost:8080/forgot-password');
    expect(mail?.text).toContain('Hello, Anna!');
    // No new set-password link: the account is the owner's.
    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, owner?.id ?? 0));
    expect(links).toHaveLength(1);
  });

  it('mails the owner of a taken email at most 3 times an hour, answering the same past that', async () => {
    const first = body();
    expect((await register(first)).statusCode).toBe(201);
    const attempts = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.to, first.email.toLowerCase()))).filter(
        (m) => m.link?.endsWith('/forgot-password'),
      ).length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register(body({ email: first.email }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await attempts()).toBe(3);
    t.clock.advance(HOUR);
    await register(body({ email: first.email }));
    expect(await attempts()).toBe(4);
  });

  it('answers the email of a deactivated partner as any taken one and mails them nothing', async () => {
    const mailsTo = async (to: string) =>
      (await t.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]?.n ?? 0;
    const linksOf = async (id: number) =>
      (
        await t.db.select({ n: count() }).from(passwordLinks).where(eq(passwordLinks.partnerId, id))
      )[0]?.n ?? 0;
    const before = { partners: await partnerCount(), mails: await mailsTo(blocked.email) };
    const links = await linksOf(blocked.id);

    const toBlocked = body({ email: blocked.email.toUpperCase(), language: 'en' });
    const toEnabled = body({ email: sponsor.email, language: 'en' });
    const blockedRes = await register(toBlocked, '10.9.2.1');
    const enabledRes = await register(toEnabled, '10.9.2.1');
    // The same answer as for an address whose owner is mailed: nothing tells the two apart.
    expect([blockedRes.statusCode, blockedRes.json()]).toEqual([201, { ok: true }]);
    expect([enabledRes.statusCode, enabledRes.json()]).toEqual([
      blockedRes.statusCode,
      blockedRes.json(),
    ]);
    expect(await latestMail(t.db, sponsor.email)).toMatchObject({
      subject: 'Someone tried to sign up with your address',
    });

    // Nothing created, mailed, or linked for the deactivated owner.
    expect(await partnerCount()).toBe(before.partners);
    expect(await partnerByLogin(t.db, toBlocked.login)).toBeNull();
    expect(await mailsTo(blocked.email)).toBe(before.mails);
    expect(await linksOf(blocked.id)).toBe(links);
    // Not counted as a taken login either: the IP's signups go on as before.
    expect((await register(body(), '10.9.2.1')).statusCode).toBe(201);
  });

  it('refuses a taken login (any case) with 409 fields.login, never telling about the email', async () => {
    const first = body();
    expect((await register(first, '10.9.0.1')).statusCode).toBe(201);
    const before = await partnerCount();

    const sameLogin = await register(body({ login: first.login.toUpperCase() }), '10.9.0.1');
    expect(sameLogin.statusCode).toBe(409);
    expect(sameLogin.json()).toEqual({
      error: { code: 'ALREADY_EXISTS', message: expect.any(String), fields: { login: 'taken' } },
    });
    const both = await register(body({ login: first.login, email: first.email }), '10.9.0.1');
    expect(both.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      login: 'taken',
    });
    expect(await partnerCount()).toBe(before);
  });

  it('refuses every signup from an IP with 429 after 5 taken-login answers in 15 minutes', async () => {
    const first = body();
    expect((await register(first, '10.9.1.1')).statusCode).toBe(201);
    const ip = '10.9.1.2';
    for (let i = 0; i < 5; i += 1) {
      expect((await register(body({ login: first.login }), ip)).statusCode).toBe(409);
    }
    // Now a script cannot tell a taken login from a free one: both are 429.
    for (const payload of [body({ login: first.login }), body()]) {
      const res = await register(payload, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_ATTEMPTS');
    }
    // Fresh signups do not count; other IPs are not affected.
    expect((await register(body(), '10.9.1.3')).statusCode).toBe(201);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await register(body(), ip)).statusCode).toBe(201);
  });

  describe('with CAPTCHA_ENABLED', () => {
    const verified: string[] = [];
    const captcha = {
      verify: async (token: string) => {
        verified.push(token);
        return token === 'good-token';
      },
    };
    const captchaApp = () =>
      t.variant({
        config: { captcha: { enabled: true, secret: 's', verifyUrl: 'http://x.invalid' } },
        captcha,
      });

    it('refuses a missing or rejected token with 422 CAPTCHA_FAILED and creates nothing', async () => {
      const app = await captchaApp();
      const before = await partnerCount();
      for (const captchaToken of [undefined, 'bad-token']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: body({ captchaToken }),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json<{ error: { code: string } }>().error.code).toBe('CAPTCHA_FAILED');
      }
      expect(verified).toEqual(['bad-token']);
      expect(await partnerCount()).toBe(before);
    });

    it('registers with a verified token', async () => {
      const app = await captchaApp();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body({ captchaToken: 'good-token' }),
      });
      expect(res.statusCode).toBe(201);
    });
  });
});
