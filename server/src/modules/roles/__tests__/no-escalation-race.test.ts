import { eq, sql } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks';
import { adminUserRoles, adminUsers, roles } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { adminLogin, bearer, createAdmin } from '../../../testing/fixtures';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const roleOf = async (adminId: number) =>
  (await t.db.select().from(adminUserRoles).where(eq(adminUserRoles.adminUserId, adminId)))[0]
    ?.roleId ?? 0;

// The no-escalation rule (grant-guard.ts) decides on the target's permissions: they must be read
// after a change of them under way (a full admin promoting the target) has committed, or an admin
// lacking them resets the password of an admin who has just become a full admin.
itOnPostgres('an edit of an admin racing their promotion is judged on the promotion', async () => {
  const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
  const chiefRole = await roleOf(chief.id);
  const limited = await createAdmin(t.db, { permissions: ['view-users', 'update-users'] });
  const target = await createAdmin(t.db, { permissions: ['view-users'] });
  const targetRole = await roleOf(target.id);
  const token = await adminLogin(t.app, limited.login, limited.password);
  const [before] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, target.id));

  let edit: Promise<{ statusCode: number; body: string }> | undefined;
  // PUT /api/admin/users/:target { roleIds: [chief's role] } by the chief, as it runs: under the
  // admin-access lock (guardFullAdmin), the roles replaced; the limited admin's edit starts
  // before it commits.
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.adminAccess})`);
    await tx.insert(adminUserRoles).values({ adminUserId: target.id, roleId: chiefRole });
    edit = t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.id}`,
      headers: bearer(token),
      payload: {
        login: target.login,
        name: 'Target',
        email: `${target.login}@admins.test`,
        roleIds: [targetRole],
        password: 'taken-over-2026',
      },
    });
    await untilWaitingForLocks(t.db, 1);
  });
  const res = await edit;
  const [after] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, target.id));

  expect({
    status: res?.statusCode,
    passwordKept: after?.passwordHash === before?.passwordHash,
    stillFull: (
      await t.db.select().from(adminUserRoles).where(eq(adminUserRoles.adminUserId, target.id))
    ).some((r) => r.roleId === chiefRole),
  }).toEqual({ status: 422, passwordKept: true, stillFull: true });
});

// A role deleted while an admin is created with it: the creation waits and is refused, where its
// insert of the role link used to fail on the foreign key (500).
itOnPostgres('an admin created with a role being deleted is refused, not a 500', async () => {
  const creator = await createAdmin(t.db, { permissions: ['view-users', 'create-users'] });
  const doomed = await createAdmin(t.db, { permissions: ['view-users'] });
  const doomedRole = await roleOf(doomed.id);
  const token = await adminLogin(t.app, creator.login, creator.password);

  let create: Promise<{ statusCode: number; body: string }> | undefined;
  // DELETE /api/admin/roles/:id as it runs (under the admin-access lock), not yet committed.
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.adminAccess})`);
    await tx.delete(roles).where(eq(roles.id, doomedRole));
    create = t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(token),
      payload: {
        login: 'racer1',
        name: 'Racer',
        email: 'racer1@admins.test',
        password: 'racer-password-1',
        roleIds: [doomedRole],
      },
    });
    await untilWaitingForLocks(t.db, 1);
  });
  const res = await create;
  expect(res?.statusCode).toBe(422);
});
