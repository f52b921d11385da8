import { eq } from 'drizzle-orm';
import { HOUR, MINUTE } from '../../../clock';
import { authTokens, clientLogs, outbox, partners, passwordLinks } from '../../../db/schema';
import { verifyPassword } from '../../../security/passwords';
import { sha256 } from '../../../security/tokens';
import {
  bearer,
  clientLogin,
  createPartner,
  latestMail,
  partnerByLogin,
  tokenOfLink,
  unique,
  type PartnerFixture,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor } from '../../../testing/two-factor';
import { clientSubject } from '../../two-factor/subject';

let t: TestApp;
let sponsor: PartnerFixture;

beforeAll(async () => {
  t = await createTestApp();
  sponsor = await createPartner(t.db, { active: true });
});
afterAll(() => t?.close());

/** Registers a partner and returns its login, email and the secret of the mailed link. */
async function registerWithLink() {
  const login = unique('sp');
  const email = `${login}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Ben',
      lastName: 'Stone',
      email,
      login,
      phone: '+1 555 123 4567',
      partnerCode: sponsor.partnerCode,
    },
  });
  expect(res.statusCode).toBe(201);
  const mail = await latestMail(t.db, email);
  return { login, email, secret: tokenOfLink(mail?.link ?? null) };
}

const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

const linkInvalid = { error: { code: 'LINK_INVALID', message: expect.any(String) } };

describe('POST /api/auth/set-password', () => {
  it('sets the password from the mailed link and signs the partner in', async () => {
    const { login, secret } = await registerWithLink();
    const res = await setPassword(secret, 'a-good-password');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();

    const me = await t.app.inject({ url: '/api/client/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ login: string }>().login).toBe(login);

    const partner = await partnerByLogin(t.db, login);
    expect(await verifyPassword('a-good-password', partner?.passwordHash ?? '')).toBe(true);
    expect(partner?.passwordHash).toMatch(
      /^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/,
    );
    // The new session works with the password too.
    await expect(clientLogin(t.app, login, 'a-good-password')).resolves.toEqual(expect.any(String));
    const logs = await t.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.partnerId, partner?.id ?? 0));
    expect(logs.map((l) => l.action)).toEqual(['register', 'password-set', 'login']);
  });

  it('works only once', async () => {
    const { secret } = await registerWithLink();
    expect((await setPassword(secret, 'first-password')).statusCode).toBe(200);
    const again = await setPassword(secret, 'second-password');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(linkInvalid);
  });

  it('expires after 48 hours', async () => {
    const { secret } = await registerWithLink();
    t.clock.advance(48 * HOUR + MINUTE);
    const res = await setPassword(secret, 'late-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(linkInvalid);
  });

  it('still works just before it expires', async () => {
    const { secret } = await registerWithLink();
    t.clock.advance(48 * HOUR - MINUTE);
    expect((await setPassword(secret, 'just-in-time')).statusCode).toBe(200);
  });

  it('refuses an unknown token with LINK_INVALID', async () => {
    const res = await setPassword('x'.repeat(43), 'whatever-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(linkInvalid);
  });

  it('refuses a short password with a field error and keeps the link usable', async () => {
    const { login, secret } = await registerWithLink();
    const res = await setPassword(secret, 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: { password: 'passwordTooShort' },
      },
    });
    expect((await partnerByLogin(t.db, login))?.passwordHash).toBeNull();
    expect((await setPassword(secret, 'long-enough')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/forgot-password', () => {
  const forgot = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });

  it('mails a reset link that sets a new password and ends older sessions', async () => {
    const partner = await createPartner(t.db, {
      password: 'old-password-1',
      sponsorId: sponsor.id,
    });
    const oldToken = await clientLogin(t.app, partner.login, 'old-password-1');

    const res = await forgot({ email: partner.email.toUpperCase(), language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await latestMail(t.db, partner.email);
    expect(mail?.subject).toBe('Restablezca su contraseña');

    const set = await setPassword(tokenOfLink(mail?.link ?? null), 'new-password-1');
    expect(set.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/client/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partner.login, password: 'old-password-1' },
    });
    expect(wrong.statusCode).toBe(422);
    await expect(clientLogin(t.app, partner.login, 'new-password-1')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('asks a partner with 2FA for a code after the reset: the mailed link alone opens no session', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    await forgot({ email: partner.email });
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);

    const res = await setPassword(link, 'a-new-password-2fa');
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ token?: string; twoFactorRequired?: true; challenge?: string }>();
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // The password is set all the same, and the link is spent.
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(await verifyPassword('a-new-password-2fa', row?.passwordHash ?? '')).toBe(true);
    expect((await setPassword(link, 'another-password-1')).json()).toEqual(linkInvalid);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-fa',
      payload: { challenge: answer.challenge, code: codeNow(secret, t.clock) },
    });
    expect(done.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/client/me',
      headers: bearer(done.json<{ token: string }>().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('tells a deactivated partner so, changes nothing, and keeps the link for a reactivation', async () => {
    const partner = await createPartner(t.db);
    await forgot({ email: partner.email });
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, partner.id));

    const res = await setPassword(link, 'a-new-password-3');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'ACCOUNT_DISABLED' } });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(await verifyPassword('a-new-password-3', row?.passwordHash ?? '')).toBe(false);

    await t.db.update(partners).set({ disabled: false }).where(eq(partners.id, partner.id));
    expect((await setPassword(link, 'a-new-password-3')).statusCode).toBe(200);
  });

  it('voids the older open links when one is used', async () => {
    const partner = await createPartner(t.db, { sponsorId: sponsor.id });
    await forgot({ email: partner.email });
    const first = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    await forgot({ email: partner.email });
    const second = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    expect(first).not.toBe(second);
    expect((await setPassword(second, 'from-second-link')).statusCode).toBe(200);
    expect((await setPassword(first, 'from-first-link')).statusCode).toBe(422);
  });

  it('mails one partner at most 3 reset links an hour, answering the same past that', async () => {
    const partner = await createPartner(t.db, { sponsorId: sponsor.id });
    const mailed = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.to, partner.email))).length;
    for (let i = 0; i < 3; i += 1) await forgot({ email: partner.email });
    const third = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    expect(await mailed()).toBe(3);

    const fourth = await forgot({ email: partner.email });
    expect([fourth.statusCode, fourth.json()]).toEqual([200, { ok: true }]);
    expect(await mailed()).toBe(3);
    t.clock.advance(HOUR);
    await forgot({ email: partner.email });
    expect(await mailed()).toBe(4);
    // The links already mailed still work.
    expect((await setPassword(third, 'from-the-third-link')).statusCode).toBe(200);
  });

  it('keeps to 3 reset links an hour when the requests come at the same time', async () => {
    const partner = await createPartner(t.db, { sponsorId: sponsor.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => forgot({ email: partner.email })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(8).fill(200));
    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, partner.id));
    expect(links).toHaveLength(3);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, partner.email))).toHaveLength(3);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = `${unique('nobody')}@example.com`;
    const res = await forgot({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await latestMail(t.db, email)).toBeNull();
  });

  it('mails a deactivated partner nothing, with the answer of an unknown email', async () => {
    const partner = await createPartner(t.db);
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, partner.id));
    const unknown = await forgot({ email: `${unique('nobody')}@example.com` });
    const res = await forgot({ email: partner.email });
    expect([res.statusCode, res.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(await latestMail(t.db, partner.email)).toBeNull();
    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, partner.id));
    expect(links).toEqual([]);
  });

  it('mails nothing when the deactivation lands between the lookup and the link', async () => {
    const partner = await createPartner(t.db);
    const transaction = t.db.transaction.bind(t.db);
    jest.spyOn(t.db, 'transaction').mockImplementationOnce(async (...args: unknown[]) => {
      await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, partner.id));
      return (transaction as (...a: unknown[]) => Promise<unknown>)(...args);
    });
    const res = await forgot({ email: partner.email });
    jest.restoreAllMocks();
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect(await latestMail(t.db, partner.email)).toBeNull();
    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, partner.id));
    expect(links).toEqual([]);
  });

  it('validates the email', async () => {
    const res = await forgot({ email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      email: 'invalidEmail',
    });
  });

  it('stores only token hashes', async () => {
    const partner = await createPartner(t.db, { password: 'hash-check-1' });
    const token = await clientLogin(t.app, partner.login, 'hash-check-1');
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.subjectId, partner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).toBe(sha256(token));
    expect(rows[0]?.hash).not.toContain(token);
    const stored = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    // bigint columns (volumes) have no JSON form: print them as text for the search.
    const text = JSON.stringify(stored, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v));
    expect(text).not.toContain(token);
  });
});
