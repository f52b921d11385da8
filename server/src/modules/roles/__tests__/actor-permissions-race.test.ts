import { eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks';
import { adminUserRoles, adminUsers } from '../../../db/schema';
import { apiAs, type ApiReply } from '../../../testing/api';
import { createAdmin } from '../../../testing/fixtures';
import { untilWaitingForAdvisoryLock } from '../../../testing/lock-waiters';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import type { Db } from '../../../db/types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const nameOf = async (adminId: number) =>
  (await t.db.select().from(adminUsers).where(eq(adminUsers.id, adminId)))[0]?.name;

/**
 * Another admin's change of the actor, as it runs: under the admin-access lock, not yet
 * committed. The actor's `write` starts meanwhile (its access hook reads the permissions the
 * actor still has), and the change commits only once the write waits for the lock.
 */
async function whileChanging(
  change: (tx: Db) => Promise<unknown>,
  write: () => Promise<ApiReply>,
): Promise<ApiReply> {
  let pending: Promise<ApiReply> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.adminAccess})`);
    await change(tx);
    pending = write();
    await untilWaitingForAdvisoryLock(t.db, ADVISORY_LOCKS.adminAccess);
  });
  if (!pending) throw new Error('no write');
  return pending;
}

const rename = (token: string, target: { id: number; login: string }, roleIds: number[]) =>
  apiAs(t.app, token).put(`/api/admin/users/${target.id}`, {
    login: target.login,
    name: 'Renamed',
    email: `${target.login}@admins.test`,
    roleIds,
  });

async function targetAdmin() {
  const target = await createAdmin(t.db, { permissions: ['view-users'] });
  const [link] = await t.db
    .select()
    .from(adminUserRoles)
    .where(eq(adminUserRoles.adminUserId, target.id));
  return { ...target, roleId: link?.roleId ?? 0 };
}

itOnPostgres('a write is refused when the actor lost its permission while it waited', async () => {
  const actor = await signedInAdmin(t, ['view-users', 'update-users']);
  const target = await targetAdmin();
  const res = await whileChanging(
    (tx) => tx.delete(adminUserRoles).where(eq(adminUserRoles.adminUserId, actor.id)),
    () => rename(actor.token, target, [target.roleId]),
  );
  expect([res.status, res.body.error?.code, await nameOf(target.id)]).toEqual([
    403,
    'FORBIDDEN',
    `Admin ${target.login}`,
  ]);
});

itOnPostgres('a write is refused when the actor was disabled while it waited', async () => {
  const actor = await signedInAdmin(t, ['view-users', 'update-users']);
  const target = await targetAdmin();
  const res = await whileChanging(
    (tx) => tx.update(adminUsers).set({ disabled: true }).where(eq(adminUsers.id, actor.id)),
    () => rename(actor.token, target, [target.roleId]),
  );
  expect([res.status, await nameOf(target.id)]).toEqual([401, `Admin ${target.login}`]);
});

// The no-escalation checks judge the permissions the actor holds now: one that was taken away
// while the write waited cannot be granted with it.
itOnPostgres('a grant is judged on the permissions the actor holds after the wait', async () => {
  const actor = await signedInAdmin(t, ['view-users', 'update-users', 'view-partners']);
  const target = await targetAdmin();
  // The actor's own role, with view-partners, which the actor held when the request began.
  const [grant] = await t.db
    .select()
    .from(adminUserRoles)
    .where(eq(adminUserRoles.adminUserId, actor.id));
  const reduced = await createAdmin(t.db, { permissions: ['view-users', 'update-users'] });
  const [reducedLink] = await t.db
    .select()
    .from(adminUserRoles)
    .where(eq(adminUserRoles.adminUserId, reduced.id));
  const res = await whileChanging(
    async (tx) => {
      await tx.delete(adminUserRoles).where(eq(adminUserRoles.adminUserId, actor.id));
      await tx
        .insert(adminUserRoles)
        .values({ adminUserId: actor.id, roleId: reducedLink?.roleId ?? 0 });
    },
    () => rename(actor.token, target, [target.roleId, grant?.roleId ?? 0]),
  );
  expect([res.status, res.body.error?.code, await nameOf(target.id)]).toEqual([
    422,
    'PERMISSION_NOT_HELD',
    `Admin ${target.login}`,
  ]);
});
