import { eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { adminLogs, adminUserRoles, roles } from '../../../db/schema';
import { adminLogin, bearer, createAdmin } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** Each test gets its own database: the invariant is about every admin of it. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t?.close());

const call = async (method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload });
  return {
    status: res.statusCode,
    body: res.json<{ error?: { code: string; fields?: Record<string, string> } }>(),
  };
};

const roleOf = async (adminId: number) => {
  const [row] = await t.db
    .select({ id: adminUserRoles.roleId })
    .from(adminUserRoles)
    .where(eq(adminUserRoles.adminUserId, adminId));
  return row?.id ?? 0;
};

const userInput = (admin: { login: string }, roleIds: number[]) => ({
  login: admin.login,
  name: 'Admin',
  email: `${admin.login.toLowerCase()}@admins.test`,
  roleIds,
});

describe('at least one active admin keeps every permission', () => {
  it('refuses to delete or demote the last full admin, themselves included', async () => {
    const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
    const token = await adminLogin(t.app, chief.login, chief.password);
    const logsBefore = (await t.db.select().from(adminLogs)).length;

    const del = await call('DELETE', `/api/admin/users/${chief.id}`, token);
    expect(del.status).toBe(409);
    expect(del.body.error?.code).toBe('LAST_FULL_ADMIN');
    const demote = await call('PUT', `/api/admin/users/${chief.id}`, token, userInput(chief, []));
    expect(demote.body.error).toMatchObject({
      code: 'LAST_FULL_ADMIN',
      fields: { roleIds: 'lastFullAdmin' },
    });
    const roleId = await roleOf(chief.id);
    const strip = await call('PUT', `/api/admin/roles/${roleId}`, token, {
      name: 'stripped',
      permissions: ['view-users'],
    });
    expect(strip.body.error).toMatchObject({
      code: 'LAST_FULL_ADMIN',
      fields: { permissions: 'lastFullAdmin' },
    });
    const dropRole = await call('DELETE', `/api/admin/roles/${roleId}`, token);
    expect(dropRole.body.error?.code).toBe('LAST_FULL_ADMIN');

    // Nothing changed, and a refused mutation leaves no log row (same transaction).
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json()).toMatchObject(
      {
        permissions: [...PERMISSIONS],
      },
    );
    expect((await t.db.select().from(adminLogs)).length).toBe(logsBefore);
    expect(await t.db.select().from(roles).where(eq(roles.id, roleId))).toHaveLength(1);
  });

  it('allows it when another full admin remains', async () => {
    const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
    await createAdmin(t.db, { permissions: PERMISSIONS });
    const token = await adminLogin(t.app, chief.login, chief.password);
    const demote = await call('PUT', `/api/admin/users/${chief.id}`, token, userInput(chief, []));
    expect(demote.status).toBe(200);
  });

  it('lets only one of two concurrent demotions of the last two full admins pass', async () => {
    // Several rounds, each starting with exactly two full admins: without the lock, two
    // transactions that both count two before their change can both pass.
    let survivor = await createAdmin(t.db, { permissions: PERMISSIONS });
    for (let round = 0; round < 5; round += 1) {
      const other = await createAdmin(t.db, { permissions: PERMISSIONS });
      const pair = [survivor, other];
      const tokens = await Promise.all(pair.map((a) => adminLogin(t.app, a.login, a.password)));
      const results = await Promise.all(
        pair.map((a, i) =>
          call('PUT', `/api/admin/users/${a.id}`, tokens[i] ?? '', userInput(a, [])),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      survivor = results[0]?.status === 409 ? survivor : other;
    }
  });
});
