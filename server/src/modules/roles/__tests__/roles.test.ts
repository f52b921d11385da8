import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { adminLogs } from '../../../db/schema';
import { adminLogin, bearer, createAdmin, type AdminFixture } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

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
  id?: number;
  items?: Record<string, unknown>[];
  total?: number;
  error?: { code: string; fields?: Record<string, string> };
};

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  auth = token,
) => {
  const res = await t.app.inject({ method, url, headers: bearer(auth), payload });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('roles', () => {
  it('creates, shows, updates and deletes a role, each in the admin log', async () => {
    const created = await call('POST', '/api/admin/roles', {
      name: 'Auditors',
      permissions: ['view-admin-logs', 'view-users', 'view-users'],
    });
    expect(created.status).toBe(201);
    const id = created.body.id ?? 0;
    // Permissions come back once each, in the contract's order.
    expect(created.body).toEqual({
      id,
      name: 'Auditors',
      permissions: ['view-users', 'view-admin-logs'],
      userCount: 0,
      createdAt: t.clock.now().toISOString(),
    });
    expect((await call('GET', `/api/admin/roles/${id}`)).body).toEqual(created.body);

    const updated = await call('PUT', `/api/admin/roles/${id}`, {
      name: 'Log readers',
      permissions: ['view-client-logs'],
    });
    expect(updated.body).toMatchObject({ name: 'Log readers', permissions: ['view-client-logs'] });
    expect((await call('DELETE', `/api/admin/roles/${id}`)).body).toEqual({ ok: true });
    expect((await call('GET', `/api/admin/roles/${id}`)).status).toBe(404);
    expect(
      (await call('PUT', `/api/admin/roles/${id}`, { name: 'x', permissions: [] })).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/roles/${id}`)).status).toBe(404);

    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.subjectType, 'role'), eq(adminLogs.subjectId, id)));
    expect(logs.map((l) => [l.action, l.before?.name ?? null, l.after?.name ?? null])).toEqual([
      ['role-created', null, 'Auditors'],
      ['role-updated', 'Auditors', 'Log readers'],
      ['role-deleted', 'Log readers', null],
    ]);
  });

  it('deletes once when the same delete arrives several times at once: one 200, one log row', async () => {
    const id = (await call('POST', '/api/admin/roles', { name: 'Twice', permissions: [] })).body.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('DELETE', `/api/admin/roles/${id}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.subjectId, id ?? 0), eq(adminLogs.action, 'role-deleted')));
    expect(logs).toHaveLength(1);
  });

  it('refuses a duplicate name (409 name taken) and unknown permissions (422)', async () => {
    await call('POST', '/api/admin/roles', { name: 'Unique', permissions: [] });
    const dupe = await call('POST', '/api/admin/roles', { name: 'unique', permissions: [] });
    expect(dupe.status).toBe(409);
    expect(dupe.body.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { name: 'taken' } });
    const other = await call('POST', '/api/admin/roles', { name: 'Other', permissions: [] });
    const rename = await call('PUT', `/api/admin/roles/${other.body.id}`, {
      name: 'Unique',
      permissions: [],
    });
    expect(rename.body.error?.fields).toEqual({ name: 'taken' });
    const bad = await call('POST', '/api/admin/roles', { name: '', permissions: ['fly'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['name', 'permissions.0']);
  });

  it('lists with paging, search and sort', async () => {
    for (const name of ['Zeta list', 'Eta list', 'Theta list']) {
      await call('POST', '/api/admin/roles', { name, permissions: [] });
    }
    const page = await call('GET', '/api/admin/roles?search=LIST&sort=name:desc&pageSize=2');
    expect(page.body.total).toBe(3);
    expect(page.body.items?.map((r) => r.name)).toEqual(['Zeta list', 'Theta list']);
    expect((await call('GET', '/api/admin/roles?sort=userCount:asc')).status).toBe(422);
  });

  it('applies a role change on the holder’s next request', async () => {
    const holder = await createAdmin(t.db, { permissions: ['view-users'] });
    const holderToken = await adminLogin(t.app, holder.login, holder.password);
    const roleId = (await call('GET', `/api/admin/users/${holder.id}`)).body.roles as {
      id: number;
    }[];
    expect((await call('GET', '/api/admin/roles', undefined, holderToken)).status).toBe(403);
    await call('PUT', `/api/admin/roles/${roleId[0]?.id}`, {
      name: `role-${holder.login}`,
      permissions: ['view-users', 'view-roles'],
    });
    expect((await call('GET', '/api/admin/roles', undefined, holderToken)).status).toBe(200);
    await call('PUT', `/api/admin/roles/${roleId[0]?.id}`, {
      name: `role-${holder.login}`,
      permissions: [],
    });
    expect((await call('GET', '/api/admin/users', undefined, holderToken)).status).toBe(403);
  });

  it('lists every permission with the roles holding it', async () => {
    const res = await call('GET', '/api/admin/permissions');
    const items = res.body.items as { name: string; roles: { name: string }[] }[];
    expect(items.map((i) => i.name)).toEqual([...PERMISSIONS]);
    expect(items.find((i) => i.name === 'delete-roles')?.roles).toEqual([
      { id: expect.any(Number), name: `role-${chief.login}` },
    ]);
  });
});
