import {
  bearer,
  clientLogin,
  createAdmin,
  adminLogin,
  createPartner,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
import { clientSubject } from '../../two-factor/subject';
import { createPasswordLink, isPasswordLinkOpen } from '../password-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const statusAs = async (secret: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(secret) })).statusCode;

const CLIENT_URL = '/api/client/me';
const ADMIN_URLS = ['/api/user', '/api/admin/users'];

describe('a secret of one kind is no bearer token of another', () => {
  it('a password link, a 2FA challenge and a login-as token open nothing they are not', async () => {
    const partner = await createPartner(t.db);
    const link = await createPasswordLink(t.db, {
      partnerId: partner.id,
      purpose: 'reset',
      now: t.clock.now(),
      ttlMs: 3_600_000,
    });
    expect(await statusAs(link, CLIENT_URL)).toBe(401);
    for (const url of ADMIN_URLS) expect(await statusAs(link, url)).toBe(401);

    const guarded = await createPartner(t.db);
    await enableTwoFactorFor(t, clientSubject(guarded.id));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: guarded.login, password: 'partner-password-1' },
    });
    const { challenge } = signIn.json<{ challenge: string }>();
    expect(await statusAs(challenge, CLIENT_URL)).toBe(401);
    for (const url of ADMIN_URLS) expect(await statusAs(challenge, url)).toBe(401);

    const admin = await createAdmin(t.db, { permissions: ['view-client-profile', 'view-users'] });
    const adminToken = await adminLogin(t.app, admin.login, admin.password);
    const loginAs = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(adminToken),
      payload: { partnerId: partner.id },
    });
    const { token } = loginAs.json<{ token: string }>();
    expect(await statusAs(token, CLIENT_URL)).toBe(200);
    for (const url of ADMIN_URLS) expect(await statusAs(token, url)).toBe(401);
    expect(await statusAs(adminToken, CLIENT_URL)).toBe(401);

    const clientToken = await clientLogin(t.app, partner.login, 'partner-password-1');
    for (const url of ADMIN_URLS) expect(await statusAs(clientToken, url)).toBe(401);
    // The link still works for what it is: nothing above spent it.
    expect(await isPasswordLinkOpen(t.db, link, t.clock.now())).toBe(true);
  });
});
