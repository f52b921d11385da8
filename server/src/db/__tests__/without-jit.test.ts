import { sql } from 'drizzle-orm';
import { queryRows } from '../../modules/ledger/sql-rows';
import { openTestDb } from '../../testing/test-db';
import type { OpenDb } from '../open-db';
import { withoutJit } from '../without-jit';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(() => opened?.close());

const jitOf = async (db: OpenDb['db']) =>
  (await queryRows<{ jit: string }>(db, sql`select current_setting('jit') as jit`))[0]?.jit;

describe('withoutJit', () => {
  it("turns JIT off before the read's first statement, for its transaction only", async () => {
    const before = await jitOf(opened.db);
    const seen = await withoutJit(opened.db, async (tx) => [await jitOf(tx), await jitOf(tx)]);
    expect(seen).toEqual(['off', 'off']);
    expect(await jitOf(opened.db)).toBe(before);
  });

  it("rejects with the read's error and leaves nothing behind", async () => {
    await expect(
      withoutJit(opened.db, async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('read failed');
      }),
    ).rejects.toThrow('read failed');
    await expect(
      withoutJit(opened.db, (tx) => queryRows(tx, sql`select 1 / 0 as x`)),
    ).rejects.toThrow(/Failed query: select 1 \/ 0/);
    expect(await withoutJit(opened.db, () => Promise.resolve('after'))).toBe('after');
  });
});
