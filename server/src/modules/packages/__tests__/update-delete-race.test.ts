import { eq } from 'drizzle-orm';
import type { InvestmentPackage } from 'shared-api/contract';
import { packages } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { apiAs } from '../../../testing/api';
import { unique } from '../../../testing/fixtures';
import { itOnPostgres } from '../../../testing/on-postgres';
import { packageInput } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// An edit of a package that DELETE /api/admin/packages/:id is removing at that moment.
itOnPostgres('editing a package being deleted answers 404, not a 500', async () => {
  const admin = apiAs(
    t.app,
    (await signedInAdmin(t, ['view-packages', 'create-packages', 'update-packages'])).token,
  );
  const created = await admin.post<InvestmentPackage>(
    '/api/admin/packages',
    packageInput(unique('P')),
    null,
  );
  expect(created.status).toBe(201);
  const id = created.body.id;

  let edit: Promise<{ status: number }> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).for('update');
    await tx.delete(packages).where(eq(packages.id, id));
    edit = admin.put(`/api/admin/packages/${id}`, packageInput(unique('Q')));
    await untilWaitingForLocks(t.db, 1);
  });
  expect((await edit)?.status).toBe(404);
});
