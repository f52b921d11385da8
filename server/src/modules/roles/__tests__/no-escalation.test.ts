import { eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { adminLogs, adminUserRoles, adminUsers, rolePermissions, roles } from '../../../db/schema';
import { adminLogin, bearer, createAdmin } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = async (token: string, method: string, url: string, payload?: object) => {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, code: res.json<{ error?: { code: string } }>().error?.code };
};

const roleOf = async (adminId: number) =>
  (await t.db.select().from(adminUserRoles).where(eq(adminUserRoles.adminUserId, adminId)))[0]
    ?.roleId ?? 0;

describe('an admin grants and manages only the permissions they hold', () => {
  it('refuses every escalation path, changing nothing', async () => {
    const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
    const chiefRole = await roleOf(chief.id);
    const limited = await createAdmin(t.db, {
      permissions: [
        'view-users',
        'create-users',
        'update-users',
        'delete-users',
        'create-roles',
        'update-roles',
        'delete-roles',
      ],
    });
    const ownRole = await roleOf(limited.id);
    const token = await adminLogin(t.app, limited.login, limited.password);
    const me = { login: limited.login, name: 'Limited', email: `${limited.login}@admins.test` };
    const refused = [
      // Assign oneself the full-admin role.
      await call(token, 'PUT', `/api/admin/users/${limited.id}`, { ...me, roleIds: [chiefRole] }),
      // Reset the full admin's password (a takeover).
      await call(token, 'PUT', `/api/admin/users/${chief.id}`, {
        login: chief.login,
        name: 'Chief',
        email: `${chief.login}@admins.test`,
        roleIds: [chiefRole],
        password: 'taken-over-2026',
      }),
      // Create a user with the full-admin role.
      await call(token, 'POST', '/api/admin/users', {
        login: 'escalated1',
        name: 'E',
        email: 'escalated1@admins.test',
        password: 'escalated-2026',
        roleIds: [chiefRole],
      }),
      // Create a role with every permission, or widen one's own.
      await call(token, 'POST', '/api/admin/roles', {
        name: 'all of it',
        permissions: PERMISSIONS,
      }),
      await call(token, 'PUT', `/api/admin/roles/${ownRole}`, {
        name: 'mine',
        permissions: [...PERMISSIONS],
      }),
      // Strip or delete the full admin's role, or delete the full admin.
      await call(token, 'PUT', `/api/admin/roles/${chiefRole}`, { name: 'x', permissions: [] }),
      await call(token, 'DELETE', `/api/admin/roles/${chiefRole}`),
      await call(token, 'DELETE', `/api/admin/users/${chief.id}`),
    ];
    expect(refused).toEqual(refused.map(() => ({ status: 422, code: 'PERMISSION_NOT_HELD' })));
    expect(await adminLogin(t.app, chief.login, chief.password)).toEqual(expect.any(String));
    expect(await roleOf(limited.id)).toBe(ownRole);
    const [still] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, chief.id));
    expect(still?.disabled).toBe(false);
  });

  it('refuses a role edit or deletion that takes a permission from an admin above the actor', async () => {
    // Another full admin, so that LAST_FULL_ADMIN is not what refuses.
    await createAdmin(t.db, { permissions: PERMISSIONS });
    // The chief's view-users comes only from a small role the limited admin could manage.
    const chief = await createAdmin(t.db, {
      permissions: PERMISSIONS.filter((p) => p !== 'view-users'),
    });
    const [shared] = await t.db
      .insert(roles)
      .values({ name: `viewers-${chief.login}`, createdAt: new Date() })
      .returning({ id: roles.id });
    const sharedId = shared?.id ?? 0;
    await t.db.insert(rolePermissions).values({ roleId: sharedId, permission: 'view-users' });
    await t.db.insert(adminUserRoles).values({ adminUserId: chief.id, roleId: sharedId });
    const limited = await createAdmin(t.db, {
      permissions: ['view-users', 'update-users', 'update-roles', 'delete-roles'],
    });
    const token = await adminLogin(t.app, limited.login, limited.password);
    const logsBefore = (await t.db.select().from(adminLogs)).length;

    const refused = [
      // Directly: the chief holds what the limited admin does not (checked before).
      await call(token, 'PUT', `/api/admin/users/${chief.id}`, {
        login: chief.login,
        name: 'Chief',
        email: `${chief.login}@admins.test`,
        roleIds: [],
      }),
      // Through the role they share: emptied, or deleted.
      await call(token, 'PUT', `/api/admin/roles/${sharedId}`, { name: 'x', permissions: [] }),
      await call(token, 'DELETE', `/api/admin/roles/${sharedId}`),
    ];
    expect(refused).toEqual(refused.map(() => ({ status: 422, code: 'PERMISSION_NOT_HELD' })));
    const chiefToken = await adminLogin(t.app, chief.login, chief.password);
    expect((await call(chiefToken, 'GET', '/api/admin/users')).status).toBe(200);
    // Refused with nothing written: the one new row is the chief's sign-in.
    expect((await t.db.select().from(adminLogs)).length).toBe(logsBefore + 1);

    // What takes nothing from the chief still passes: a rename, a permission added.
    const widened = await call(token, 'PUT', `/api/admin/roles/${sharedId}`, {
      name: 'viewers and editors',
      permissions: ['view-users', 'update-users'],
    });
    expect(widened.status).toBe(200);
    // And a role whose holders are all within the actor's reach can still be emptied.
    const peer = await createAdmin(t.db, { permissions: ['view-users'] });
    const peerRole = await roleOf(peer.id);
    expect(
      (await call(token, 'PUT', `/api/admin/roles/${peerRole}`, { name: 'p', permissions: [] }))
        .status,
    ).toBe(200);
    expect((await call(token, 'DELETE', `/api/admin/roles/${peerRole}`)).status).toBe(200);
  });

  it('still lets an admin grant what they hold', async () => {
    const limited = await createAdmin(t.db, { permissions: ['view-users', 'create-roles'] });
    const token = await adminLogin(t.app, limited.login, limited.password);
    const ok = await call(token, 'POST', '/api/admin/roles', {
      name: 'viewers',
      permissions: ['view-users'],
    });
    expect(ok.status).toBe(201);
  });
});
