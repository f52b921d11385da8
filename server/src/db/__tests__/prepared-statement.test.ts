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
});
