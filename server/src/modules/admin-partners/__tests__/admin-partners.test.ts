import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { adminLogs, clientLogs, partners } from '../../../db/schema';
import {
  adminLogin,
  bearer,
  createAdmin,
  createPartner,
  type AdminFixture,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
import { clientSubject } from '../../two-factor/subject';

let t: TestApp;
let chief: AdminFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  chief = await createAdmin(t.db, { permissions: PERMISSIONS });
  token = await adminLogin(t.app, chief.login, chief.password);
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  items?: Record<string, unknown>[];
  total?: number;
  error?: { code: string };
};
const call = async (method: 'GET' | 'POST', url: string, auth = token) => {
  const res = await t.app.inject({ method, url, headers: bearer(auth) });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('admin partners', () => {
  it('lists with search, the active filter and sort; shows the detail', async () => {
    const sponsor = await createPartner(t.db, { login: 'sponsorzz' });
    const child = await createPartner(t.db, {
      login: 'childzz',
      sponsorId: sponsor.id,
      active: false,
    });
    await t.db
      .update(partners)
      .set({ country: 'DE', socials: { telegram: '@child' } })
      .where(eq(partners.id, child.id));
    const found = await call('GET', '/api/admin/partners?search=ZZ&sort=login:asc');
    expect(found.body.total).toBe(2);
    expect(found.body.items?.map((p) => p.login)).toEqual(['childzz', 'sponsorzz']);
    expect(found.body.items?.[0]).toMatchObject({
      sponsor: { id: sponsor.id, login: 'sponsorzz' },
      active: false,
      twoFactorEnabled: false,
    });
    const inactive = await call('GET', '/api/admin/partners?search=zz&active=false');
    expect(inactive.body.items?.map((p) => p.login)).toEqual(['childzz']);
    expect((await call('GET', `/api/admin/partners?search=${child.partnerCode}`)).body.total).toBe(
      1,
    );

    const detail = await call('GET', `/api/admin/partners/${child.id}`);
    expect(detail.body).toMatchObject({
      id: child.id,
      country: 'DE',
      birthDate: null,
      socials: { telegram: '@child' },
      avatarUrl: null,
    });
    expect((await call('GET', '/api/admin/partners/999999')).status).toBe(404);
  });

  it('resets a partner’s 2FA with 2fa_manage, in the admin and client logs', async () => {
    const partner = await createPartner(t.db);
    await enableTwoFactorFor(t, clientSubject(partner.id));
    expect((await call('GET', `/api/admin/partners/${partner.id}`)).body.twoFactorEnabled).toBe(
      true,
    );
    const reset = await call('POST', `/api/admin/partners/${partner.id}/two-fa/reset`);
    expect(reset.body).toEqual({ ok: true });
    expect((await call('GET', `/api/admin/partners/${partner.id}`)).body.twoFactorEnabled).toBe(
      false,
    );
    const [adminRow] = await t.db
      .select()
      .from(adminLogs)
      .where(
        and(eq(adminLogs.action, 'partner-two-fa-reset'), eq(adminLogs.subjectId, partner.id)),
      );
    expect(adminRow).toMatchObject({
      adminUserId: chief.id,
      subjectType: 'partner',
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    const clientRows = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, partner.id), eq(clientLogs.action, 'two-fa-reset')));
    expect(clientRows).toHaveLength(1);
    expect((await call('POST', '/api/admin/partners/999999/two-fa/reset')).status).toBe(404);

    const viewer = await createAdmin(t.db, { permissions: ['view-partners'] });
    const viewerToken = await adminLogin(t.app, viewer.login, viewer.password);
    expect(
      (await call('POST', `/api/admin/partners/${partner.id}/two-fa/reset`, viewerToken)).status,
    ).toBe(403);
  });
});
