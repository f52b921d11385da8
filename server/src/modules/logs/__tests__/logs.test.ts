import { PERMISSIONS } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { adminLogs } from '../../../db/schema';
import {
  adminLogin,
  bearer,
  clientLogin,
  createAdmin,
  createPartner,
  type AdminFixture,
  type PartnerFixture,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { writePartnerLog, writeStatusChangedLog } from '../write-log';

let t: TestApp;
let chief: AdminFixture;
let token: string;
let partner: PartnerFixture;

type Page = {
  items: Record<string, unknown>[];
  total: number;
  error?: { code: string; fields?: Record<string, string> };
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-01T12:00:00Z');
  chief = await createAdmin(t.db, { permissions: PERMISSIONS, name: 'Chief' });
  token = await adminLogin(t.app, chief.login, chief.password);
  // Day 1: two roles created. Day 2: one updated. Day 3: login-as a partner.
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/admin/roles',
    headers: bearer(token),
    payload: { name: 'R1', permissions: [] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/roles',
    headers: bearer(token),
    payload: { name: 'R2', permissions: [] },
  });
  // Admin sessions last 12 hours: sign in again each day.
  t.clock.advance(DAY);
  token = await adminLogin(t.app, chief.login, chief.password);
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/roles/${role.json<{ id: number }>().id}`,
    headers: bearer(token),
    payload: { name: 'R1b', permissions: ['view-users'] },
  });
  t.clock.advance(DAY);
  token = await adminLogin(t.app, chief.login, chief.password);
  partner = await createPartner(t.db);
  await clientLogin(t.app, partner.login, 'partner-password-1');
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/login-as',
    headers: bearer(token),
    payload: { partnerId: partner.id },
  });
});
afterAll(() => t?.close());

const list = async (path: string, auth = token) => {
  const res = await t.app.inject({ url: path, headers: bearer(auth) });
  return { status: res.statusCode, body: res.json<Page>() };
};

describe('GET /api/admin/admin-logs', () => {
  it('lists newest first with actor, subject, before / after and IP', async () => {
    const page = await list('/api/admin/admin-logs?action=role-updated');
    expect(page.body.total).toBe(1);
    expect(page.body.items[0]).toEqual({
      id: expect.any(Number),
      actor: { id: chief.id, login: chief.login, name: 'Chief' },
      action: 'role-updated',
      subject: { type: 'role', id: expect.any(Number) },
      before: { name: 'R1', permissions: [] },
      after: { name: 'R1b', permissions: ['view-users'] },
      ip: '127.0.0.1',
      createdAt: '2026-03-02T12:00:00.000Z',
    });
    const all = await list('/api/admin/admin-logs');
    const actions = all.body.items.map((i) => i.action);
    expect(actions).toEqual([
      'login-as',
      'login',
      'role-updated',
      'login',
      'role-created',
      'role-created',
      'login',
    ]);
  });

  it('filters by actor and by period (whole UTC days, both ends included) and pages', async () => {
    const other = await createAdmin(t.db, { permissions: ['view-users'] });
    await adminLogin(t.app, other.login, other.password);
    expect((await list(`/api/admin/admin-logs?actorId=${other.id}`)).body.total).toBe(1);
    const day2 = await list('/api/admin/admin-logs?from=2026-03-02&to=2026-03-02');
    expect(day2.body.items.map((i) => i.action)).toEqual(['role-updated', 'login']);
    expect((await list('/api/admin/admin-logs?to=2026-03-01')).body.total).toBe(3);
    // Day 3: the chief's login and login-as, and the other admin's login just now.
    expect((await list('/api/admin/admin-logs?from=2026-03-03')).body.total).toBe(3);
    const paged = await list(`/api/admin/admin-logs?actorId=${chief.id}&pageSize=2&page=2`);
    expect(paged.body.total).toBe(7);
    expect(paged.body.items.map((i) => i.action)).toEqual(['role-updated', 'login']);
    // By login, name or e-mail (any part, any case); digits alone are an id (or a whole login).
    const byLogin = await list(`/api/admin/admin-logs?actor=${other.login.slice(1).toUpperCase()}`);
    expect(byLogin.body.items.map((i) => (i.actor as { id: number } | null)?.id)).toEqual([
      other.id,
    ]);
    expect((await list('/api/admin/admin-logs?actor=chie')).body.total).toBe(7);
    expect((await list(`/api/admin/admin-logs?actor=${chief.id}`)).body.total).toBe(7);
    // A pattern's wildcard characters are matched literally.
    expect((await list('/api/admin/admin-logs?actor=%25')).body.total).toBe(0);
    const bad = await list('/api/admin/admin-logs?from=yesterday');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(['from']);
  });

  it('is 403 without view-admin-logs', async () => {
    const support = await createAdmin(t.db, { permissions: ['view-client-logs'] });
    const supportToken = await adminLogin(t.app, support.login, support.password);
    expect((await list('/api/admin/admin-logs', supportToken)).status).toBe(403);
    expect((await list('/api/admin/client-logs', supportToken)).status).toBe(200);
  });

  it('has no row for a mutation that failed (written in its transaction)', async () => {
    const before = (await t.db.select().from(adminLogs)).length;
    const dupe = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: bearer(token),
      payload: { name: 'R2', permissions: [] },
    });
    expect(dupe.statusCode).toBe(409);
    expect((await t.db.select().from(adminLogs)).length).toBe(before);
  });
});

describe('GET /api/admin/client-logs', () => {
  it('lists partner events with the impersonating admin, filtered by partner and action', async () => {
    const page = await list(`/api/admin/client-logs?actorId=${partner.id}`);
    expect(page.body.items).toEqual([
      {
        id: expect.any(Number),
        partner: { id: partner.id, login: partner.login, name: 'Test Partner' },
        action: 'login-as',
        details: { expiresAt: expect.any(String) },
        impersonator: { id: chief.id, login: chief.login, name: 'Chief' },
        ip: '127.0.0.1',
        createdAt: '2026-03-03T12:00:00.000Z',
      },
      expect.objectContaining({ action: 'login', impersonator: null }),
    ]);
    expect(
      (await list(`/api/admin/client-logs?actorId=${partner.id}&action=login`)).body.total,
    ).toBe(1);
    const byName = await list(`/api/admin/client-logs?actor=${encodeURIComponent('test partner')}`);
    expect(new Set(byName.body.items.map((i) => (i.partner as { id: number } | null)?.id))).toEqual(
      new Set([partner.id]),
    );
    expect(
      (await list(`/api/admin/client-logs?actor=${partner.login}&action=login`)).body.total,
    ).toBe(1);
  });
});

describe('GET /api/admin/partner-logs', () => {
  it('shows who changed what: the partner, an admin or the system', async () => {
    const p = await createPartner(t.db);
    const at = t.clock.now();
    await writePartnerLog(t.db, p.id, {
      action: 'profile-updated',
      actor: { kind: 'partner' },
      before: { phone: '+1' },
      after: { phone: '+2' },
      ip: null,
      at,
    });
    await writeStatusChangedLog(t.db, p.id, {
      active: true,
      actor: { kind: 'admin', adminId: chief.id },
      ip: null,
      at,
    });
    await writeStatusChangedLog(t.db, p.id, {
      active: false,
      actor: { kind: 'system' },
      ip: null,
      at,
    });
    const page = await list(`/api/admin/partner-logs?actorId=${p.id}`);
    expect(page.body.items.map((i) => [i.action, i.actor, i.after])).toEqual([
      ['status-changed', { kind: 'system', name: null }, { active: false }],
      ['status-changed', { kind: 'admin', name: 'Chief' }, { active: true }],
      ['profile-updated', { kind: 'partner', name: p.login }, { phone: '+2' }],
    ]);
    expect(
      (await list(`/api/admin/partner-logs?actorId=${p.id}&action=status-changed`)).body.total,
    ).toBe(2);
  });
});
