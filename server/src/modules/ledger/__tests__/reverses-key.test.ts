import { sql } from 'drizzle-orm';
import type { OpenDb } from '../../../db/open-db';
import { uniqueViolation } from '../../../db/unique-violation';
import { openTestDb } from '../../../testing/test-db';
import { queryRows } from '../sql-rows';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(() => opened?.close());

/** A bare ledger transaction row (no entries): only the reversal key is under test. */
const insert = async (reversesId: number | null) => {
  const [row] = await queryRows<{ id: number }>(
    opened.db,
    sql`insert into ledger_transactions (kind, details, reverses_id, created_by_kind, created_at)
    values ('reversal', '{}', ${reversesId}, 'system', now()) returning id`,
  );
  return row?.id ?? 0;
};

describe('ledger_transactions_reverses_key (partial since migration 0011)', () => {
  it('lets a transaction be reversed once, and any number reverse nothing', async () => {
    const original = await insert(null);
    await insert(null);
    await insert(original);
    const second = await insert(original).then(
      () => null,
      (error: unknown) => uniqueViolation(error),
    );
    expect(second).toBe('ledger_transactions_reverses_key');
  });
});
