import { DAY } from '../../../clock';
import {
  adminLogin,
  bearer,
  clientLogin,
  createAdmin,
  createPartner,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/client/me', headers });
const unauthenticated = { error: { code: 'UNAUTHENTICATED', message: expect.any(String) } };

describe('GET /api/client/me', () => {
  it('shows the signed-in partner, the sponsor and zero balances', async () => {
    const sponsor = await createPartner(t.db, { active: true });
    const partner = await createPartner(t.db, { sponsorId: sponsor.id, active: false });
    const token = await clientLogin(t.app, partner.login, partner.password ?? '');
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: partner.id,
      login: partner.login,
      email: partner.email,
      firstName: 'Test',
      lastName: 'Partner',
      phone: '+10000000000',
      partnerCode: partner.partnerCode,
      active: false,
      registeredAt: '2026-01-01T00:00:00.000Z',
      sponsor: {
        id: sponsor.id,
        login: sponsor.login,
        firstName: 'Test',
        lastName: 'Partner',
        partnerCode: sponsor.partnerCode,
      },
      avatarUrl: null,
      twoFactorEnabled: false,
      impersonated: false,
      balances: { GTC: '0', USDT: '0' },
    });
  });

  it('shows no sponsor for a root partner', async () => {
    const root = await createPartner(t.db);
    const token = await clientLogin(t.app, root.login, root.password ?? '');
    expect((await me(bearer(token))).json()).toMatchObject({ sponsor: null });
  });

  it('is 401 without a token, with a malformed or unknown one, and with an admin token', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users', 'view-client-profile'] });
    const adminToken = await adminLogin(t.app, admin.login, admin.password);
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('A'.repeat(43)),
      bearer(adminToken),
    ]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated);
    }
  });

  it('is 401 once the token expired (7 days)', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, partner.password ?? '');
    t.clock.advance(7 * DAY - 1000);
    expect((await me(bearer(token))).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});
