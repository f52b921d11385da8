import { sql } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { createPackage } from '../../../testing/packages';
import { createActivePackage } from '../../../testing/packages';
import { legViolations } from '../../../testing/network-invariants/legs';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { MODULES } from '../../index';
import { queryRows } from '../../ledger/sql-rows';
import { binaryModule } from '../index';
import { placePartners, type Placement } from '../placement/place-partners';
import { ensurePlaced } from '../placement/binary-root';
import { recordBinaryVolume } from '../record-binary-volume';

/** The test app with the binary routes (added while the app's module list lacks them). */
export function createBinaryTestApp(): Promise<TestApp> {
  return createTestApp({ extraModules: MODULES.includes(binaryModule) ? [] : [binaryModule] });
}

/**
 * A real purchase of a `whole`-GTC package (daily binary limit `limit` GTC) at `at`, recorded as
 * binary volume: here in case the purchase does not call the network yet, a no-op by the
 * paying transaction when it does.
 */
export async function buy(
  t: TestApp,
  partnerId: number,
  whole: number,
  input: { at?: Date; limit?: number } = {},
) {
  const at = input.at ?? t.clock.now();
  const pkg = await createPackage(t.db, {
    price: BigInt(units(whole)),
    binaryDailyLimit: BigInt(units(input.limit ?? 1_000_000)),
  });
  const row = await createActivePackage(t.db, partnerId, { packageId: pkg.id, at });
  await t.db.transaction((tx) =>
    recordBinaryVolume(tx, { partnerId, amount: row.paid, transactionId: row.transactionId, at }),
  );
  return row;
}

/** Places the partner under their sponsor as the placement services do (row held, root made). */
export async function place(
  db: Db,
  partnerId: number,
  side: Placement['side'],
  at: Date,
  by: Placement['by'] = 'sponsor',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ sponsorId: number }>(
      tx,
      sql`select sponsor_id as "sponsorId" from partners where id = ${partnerId} for no key update`,
    );
    if (!row || !(await ensurePlaced(tx, row.sponsorId, at))) throw new Error('sponsor not placed');
    await placePartners(tx, [{ partnerId, sponsorId: row.sponsorId, side, by }], at);
  });
}

export { nodeFigures } from '../../../testing/network-invariants/legs';

/** Expects every cached leg figure and ancestor list to equal its recomputation from scratch. */
export async function expectLegsFromScratch(db: Db): Promise<void> {
  expect(await legViolations(db)).toEqual([]);
}
