import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { adminLogs, roles } from '../../../db/schema';
import { adminLogin, bearer, createAdmin, type AdminFixture } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let chief: AdminFixture;
let token: string;
let roleA: number;
let roleB: number;

beforeAll(async () => {
  t = await createTestApp();
  chief = await createAdmin(t.db, { permissions: PERMISSIONS, login: 'chief' });
  token = await adminLogin(t.app, chief.login, chief.password);
  const created = await t.db
    .insert(roles)
    .values([
      { name: 'Alpha', createdAt: t.clock.now() },
      { name: 'Beta', createdAt: t.clock.now() },
    ])
    .returning({ id: roles.id });
  roleA = created[0]?.id ?? 0;
  roleB = created[1]?.id ?? 0;
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & {
  id?: number;
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

const input = (login: string, extra: object = {}) => ({
  login,
  name: `Name ${login}`,
  email: `${login}@corp.test`,
  password: 'secret-password-1',
  roleIds: [roleA],
  ...extra,
});

describe('admin users CRUD', () => {
  it('creates a user with roles (201), shows it, and logs it without the password', async () => {
    const created = await call(
      'POST',
      '/api/admin/users',
      input('newbie', { roleIds: [roleA, roleB] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      login: 'newbie',
      name: 'Name newbie',
      email: 'newbie@corp.test',
      roles: [
        { id: roleA, name: 'Alpha' },
        { id: roleB, name: 'Beta' },
      ],
      twoFactorEnabled: false,
      createdAt: t.clock.now().toISOString(),
    });
    const shown = await call('GET', `/api/admin/users/${created.body.id}`);
    expect(shown.body).toEqual(created.body);
    // The new admin can sign in with the password given.
    await expect(adminLogin(t.app, 'newbie', 'secret-password-1')).resolves.toEqual(
      expect.any(String),
    );

    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(
        and(eq(adminLogs.action, 'user-created'), eq(adminLogs.subjectId, created.body.id ?? 0)),
      );
    expect(log).toMatchObject({
      adminUserId: chief.id,
      subjectType: 'admin-user',
      before: null,
      after: {
        login: 'newbie',
        name: 'Name newbie',
        email: 'newbie@corp.test',
        roles: ['Alpha', 'Beta'],
      },
    });
    expect(JSON.stringify(log)).not.toContain('scrypt');
  });

  it('refuses duplicates with 409 and the field, unknown roles with 422, bad input with 422', async () => {
    await call('POST', '/api/admin/users', input('dupe'));
    const login = await call(
      'POST',
      '/api/admin/users',
      input('DUPE', { email: 'other@corp.test' }),
    );
    expect(login.status).toBe(409);
    expect(login.body.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { login: 'taken' } });
    const email = await call(
      'POST',
      '/api/admin/users',
      input('other', { email: 'DUPE@corp.test' }),
    );
    expect(email.body.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { email: 'taken' } });
    const role = await call('POST', '/api/admin/users', input('norole', { roleIds: [999_999] }));
    expect(role.status).toBe(422);
    expect(role.body.error?.fields).toEqual({ roleIds: 'unknownRole' });
    const bad = await call('POST', '/api/admin/users', { ...input('x'), password: 'short' });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toEqual({ login: 'invalidLogin', password: 'passwordTooShort' });
  });

  it('updates fields and roles, keeps the password when empty, logs before and after', async () => {
    const created = await call('POST', '/api/admin/users', input('editme'));
    const id = created.body.id ?? 0;
    const updated = await call('PUT', `/api/admin/users/${id}`, {
      ...input('edited', { roleIds: [roleB] }),
      password: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ login: 'edited', roles: [{ id: roleB, name: 'Beta' }] });
    await expect(adminLogin(t.app, 'edited', 'secret-password-1')).resolves.toEqual(
      expect.any(String),
    );
    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'user-updated'), eq(adminLogs.subjectId, id)));
    expect(log?.before).toMatchObject({ login: 'editme', roles: ['Alpha'] });
    expect(log?.after).toMatchObject({ login: 'edited', roles: ['Beta'] });

    // A new password signs the user out of their sessions.
    const session = await adminLogin(t.app, 'edited', 'secret-password-1');
    await call('PUT', `/api/admin/users/${id}`, {
      ...input('edited'),
      password: 'another-password-2',
    });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    await expect(adminLogin(t.app, 'edited', 'another-password-2')).resolves.toEqual(
      expect.any(String),
    );

    const taken = await call('PUT', `/api/admin/users/${id}`, input('chief'));
    expect(taken.body.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { login: 'taken' } });
  });

  it('deletes a user (sessions end, log keeps who it was); unknown ids are 404', async () => {
    const created = await call('POST', '/api/admin/users', input('goner'));
    const id = created.body.id ?? 0;
    const session = await adminLogin(t.app, 'goner', 'secret-password-1');
    expect((await call('DELETE', `/api/admin/users/${id}`)).body).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    for (const [method, url] of [
      ['GET', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}`],
      ['DELETE', `/api/admin/users/${id}`],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? input('ghost') : undefined);
      expect([method, res.status, res.body.error?.code]).toEqual([method, 404, 'NOT_FOUND']);
    }
    // The deleted admin's own log rows stay, without actor; the deletion row keeps the login.
    const rows = await t.db.select().from(adminLogs).where(eq(adminLogs.subjectId, id));
    expect(rows.find((r) => r.action === 'user-deleted')?.before).toMatchObject({ login: 'goner' });
    expect((await call('GET', '/api/admin/users/abc')).status).toBe(422);
  });

  it('reads an id written as plain digits only: 0x…, 1e…, +… or padded ids change nothing', async () => {
    const id = (await call('POST', '/api/admin/users', input('hexed'))).body.id ?? 0;
    for (const written of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `%20${id}%20`, `${id}.0`]) {
      const res = await call('DELETE', `/api/admin/users/${written}`);
      expect([written, res.status, res.body.error?.fields]).toEqual([
        written,
        422,
        { id: 'outOfRange' },
      ]);
    }
    expect((await call('GET', `/api/admin/users/${id}`)).status).toBe(200);
  });

  it('deletes once when the same delete arrives several times at once: one 200, one log row', async () => {
    const id = (await call('POST', '/api/admin/users', input('twice'))).body.id ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('DELETE', `/api/admin/users/${id}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const rows = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.subjectId, id), eq(adminLogs.action, 'user-deleted')));
    expect(rows).toHaveLength(1);
  });

  it('filters the list by role and lists role options', async () => {
    await call('POST', '/api/admin/users', input('betaonly', { roleIds: [roleB] }));
    const list = await call('GET', `/api/admin/users?roleId=${roleB}&pageSize=100`);
    const logins = (list.body.items as { login: string; roles: { id: number }[] }[]).map(
      (u) => u.login,
    );
    expect(logins).toContain('betaonly');
    expect(logins).not.toContain('chief');
    const options = await call('GET', '/api/admin/users/role-options');
    expect(options.body.items).toEqual(
      expect.arrayContaining([
        { id: roleA, name: 'Alpha' },
        { id: roleB, name: 'Beta' },
      ]),
    );
  });
});
