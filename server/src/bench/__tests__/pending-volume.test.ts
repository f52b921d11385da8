import { sql } from 'drizzle-orm';
import type { OpenDb } from '../../db/open-db';
import type { Db } from '../../db/types';
import { runAutoPlacement } from '../../modules/binary/basket/auto-place-job';
import { runBinaryClose } from '../../modules/binary/close/close-job';
import { queryRows } from '../../modules/ledger/sql-rows';
import { openTestDb } from '../../testing/test-db';
import { seedNetwork, type NetworkShape } from '../network-setup';
import { benchRecordVolume } from '../network-steps';

const DAY0 = new Date('2026-03-01T00:00:00Z');
const hours = (h: number) => new Date(DAY0.getTime() + h * 3_600_000);

let opened: OpenDb[] = [];
afterEach(async () => {
  await Promise.all(opened.map((o) => o.close()));
  opened = [];
});

/** A seeded network with its volume booked one by one, or mostly set-based; then placed and closed. */
async function network(shape: NetworkShape, oneByOneMax?: number): Promise<Db> {
  const o = await openTestDb();
  opened.push(o);
  const { purchases } = await seedNetwork(o.db, {
    count: 300,
    shape,
    registeredAt: hours(-48),
    paidAt: hours(-47),
  });
  await benchRecordVolume(o.db, purchases, {
    at: hours(-47),
    concurrency: 1,
    label: shape,
    oneByOneMax,
    sample: 40,
  });
  await runAutoPlacement(o.db, hours(-1));
  await runBinaryClose(o.db, hours(0.1));
  return o.db;
}

/** Every table's rows as text, leaving out generated ids and the career queue's wall-clock time. */
async function tables(db: Db): Promise<Record<string, string[]>> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and relname not like 'bare\_%'`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of names) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select (to_jsonb(x) - 'id' - 'changed_at')::text as row from ${sql.identifier(name)} x`,
    );
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

describe('the bench seeding the volume set-based above a size', () => {
  it.each(['random', 'chain'] as const)(
    'leaves the %s network as booking every purchase one by one does',
    async (shape) => {
      const oneByOne = await network(shape);
      const setBased = await network(shape, 30);
      const [events] = await queryRows<{ n: number }>(
        setBased,
        sql`select count(*)::int as n from binary_volume_events where applied_at is not null`,
      );
      expect(events?.n).toBe(300);
      expect(await tables(setBased)).toEqual(await tables(oneByOne));
    },
  );
});
