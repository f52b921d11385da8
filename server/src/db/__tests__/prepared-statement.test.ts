import { sql } from 'drizzle-orm';
import type { OpenDb } from '../open-db';
import { openTestDb } from '../../testing/test-db';
import { queryRows } from '../../modules/ledger/sql-rows';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(() => opened?.close());

const probe = (text: string | null, n: number | null) =>
  sql`select ${text}::text as text, ${n}::int as n, ${String(n ?? 0)}::numeric * 2 as doubled`;

describe('executePrepared (through queryRows)', () => {
  it('answers what the plain statement answers, values quoted, on every call', async () => {
    for (const [text, n] of [
      ["it's a 'quote' \\ and $1", 7],
      [null, null],
      ['second call, same text', -3],
    ] as const) {
      const plain = await queryRows(opened.db, probe(text, n));
      const prepared = await opened.db.transaction((tx) =>
        queryRows(tx, probe(text, n), 'prepared_probe'),
      );
      expect(prepared).toEqual(plain);
      expect(prepared).toEqual([{ text, n, doubled: String((n ?? 0) * 2) }]);
    }
  });

  it('keeps a named statement prepared on its connection, and a plain one not', async () => {
    const marked = (marker: string, n: number) => sql`select ${n}::int as n -- ${sql.raw(marker)}`;
    const prepared = (marker: string) =>
      sql`select count(*)::int as count from pg_prepared_statements
          where statement like ${`%-- ${marker}%`} and statement not like '%pg_prepared%'`;
    const counts = await opened.db.transaction(async (tx) => {
      await queryRows(tx, marked('plain-probe', 1));
      await queryRows(tx, marked('named-probe', 1), 'named_probe');
      await queryRows(tx, marked('named-probe', 2), 'named_probe');
      return {
        plain: await queryRows<{ count: number }>(tx, prepared('plain-probe')),
        named: await queryRows<{ count: number }>(tx, prepared('named-probe')),
      };
    });
    expect(counts).toEqual({ plain: [{ count: 0 }], named: [{ count: 1 }] });
  });

  it('survives the transaction that prepared it rolling back, and a DEALLOCATE ALL', async () => {
    const rolledBack = opened.db.transaction(async (tx) => {
      await queryRows(tx, probe('other text', 1), 'prepared_probe_rollback');
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await queryRows(opened.db, probe('again', 2), 'prepared_probe_rollback')).toEqual([
      { text: 'again', n: 2, doubled: '4' },
    ]);
    if (opened.kind !== 'pglite') return; // postgres.js keeps its own prepared statements
    await opened.db.execute(sql`deallocate all`);
    await expect(queryRows(opened.db, probe('gone', 3), 'prepared_probe')).rejects.toThrow();
    expect(await queryRows(opened.db, probe('back', 3), 'prepared_probe')).toEqual([
      { text: 'back', n: 3, doubled: '6' },
    ]);
  });
});
