import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { recordBinaryVolume } from '../modules/binary/record-binary-volume';
import { queryRows } from '../modules/ledger/sql-rows';
import { benchTargets } from './bench-db';
import { seedNetwork, type NetworkShape } from './network-setup';
import { benchClose, benchPlacement, benchRecordVolume, benchStructure } from './network-steps';
import type { Figure } from './transfers-bench';

/**
 * Issue 5's figures, each beside a bare baseline measured in the same run: a random network of
 * BENCH_PARTNERS (or BENCH_NETWORK_PARTNERS; default 100 000) partners and a chain BENCH_CHAIN (default 10 000)
 * deep, each partner with a purchase made before placement: the volume recording, the
 * placement job, the daily close, one structure page (with its p95) and a search, and the size
 * of the tables and indexes the network filled. The chain adds a purchase
 * at its bottom, whose volume climbs through every ancestor.
 * Run: `node --import tsx src/bench/network-bench.ts`.
 */
const PARTNERS = Number(
  process.env.BENCH_PARTNERS ?? process.env.BENCH_NETWORK_PARTNERS ?? 100_000,
);
const CHAIN = Number(process.env.BENCH_CHAIN ?? 10_000);

const BOTTOM_PURCHASES = 3;
const DAY0 = new Date('2026-03-01T00:00:00Z');
const hours = (h: number) => new Date(DAY0.getTime() + h * 3_600_000);

async function scenario(
  db: Db,
  shape: NetworkShape,
  count: number,
  concurrency: number,
): Promise<Figure[]> {
  const label = shape === 'chain' ? `chain ${count.toLocaleString('en')} deep` : 'random network';
  const setupStarted = performance.now();
  const { rootId, purchases } = await seedNetwork(db, {
    count,
    shape,
    registeredAt: hours(-48),
    paidAt: hours(-47),
  });
  const figures: Figure[] = [
    {
      what: `${label}: setup, partners and packages as plain SQL`,
      ms: performance.now() - setupStarted,
      count,
    },
  ];
  figures.push(...(await benchRecordVolume(db, purchases, { at: hours(-47), concurrency, label })));
  figures.push(...(await benchPlacement(db, { now: hours(-1), expected: count - 1, label })));
  if (shape === 'chain') figures.push(await purchaseAtBottom(db, label));
  figures.push(...(await benchClose(db, { now: hours(0.1), label })));

  const [deep] = await queryRows<{ id: number; login: string }>(
    db,
    sql`select p.id, p.login from binary_nodes n join partners p on p.id = n.partner_id
    order by n.depth desc, n.partner_id limit 1`,
  );
  figures.push(
    ...(await benchStructure(db, {
      callerId: rootId,
      rootId,
      times: 100,
      label: `${label}, root`,
      search: 'n12',
    })),
    ...(await benchStructure(db, {
      callerId: rootId,
      rootId: deep?.id ?? rootId,
      times: 100,
      label: `${label}, deepest node`,
      search: deep?.login ?? 'n1',
    })),
  );
  return figures;
}

/** Bytes of the schema's tables with their indexes and TOAST, leaving out the bench's copies. */
async function databaseBytes(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'bare\_%'`,
  );
  return Number(row?.bytes ?? 0);
}

/** Three purchases by the deepest partner of the chain, each moved through every ancestor. */
async function purchaseAtBottom(db: Db, label: string): Promise<Figure> {
  const [bottom] = await queryRows<{ id: number; depth: number }>(
    db,
    sql`select partner_id as id, depth from binary_nodes order by depth desc limit 1`,
  );
  const started = performance.now();
  for (let i = 0; i < BOTTOM_PURCHASES; i += 1) {
    await db.transaction(async (tx) => {
      const [t] = await queryRows<{ id: number }>(
        tx,
        sql`insert into ledger_transactions (kind, partner_id, details, created_by_kind, created_at)
        values ('package-upgrade', ${bottom?.id}, '{}', 'partner', ${hours(-0.5).toISOString()}::timestamptz)
        returning id`,
      );
      await recordBinaryVolume(tx, {
        partnerId: bottom?.id ?? 0,
        amount: 100_000_000n,
        transactionId: t?.id ?? 0,
        at: hours(-0.5),
      });
    });
  }
  return {
    what: `${label}: a purchase at depth ${bottom?.depth ?? 0} (every ancestor's leg moved)`,
    ms: performance.now() - started,
    count: BOTTOM_PURCHASES,
  };
}

function row(target: string, f: Figure): string {
  const perSecond = Math.round((f.count * 1000) / f.ms).toLocaleString('en');
  return `| ${target} | ${f.what} | ${f.count.toLocaleString('en')} | ${(f.ms / 1000).toFixed(2)} s | ${perSecond}/s |`;
}

async function main(): Promise<void> {
  const lines = ['| database | measured | items | time | rate |', '|---|---|---|---|---|'];
  const only = process.env.BENCH_TARGET;
  for (const target of await benchTargets()) {
    if (only && !target.name.toLowerCase().startsWith(only.toLowerCase())) continue;
    // PGlite runs one transaction at a time; PostgreSQL takes 8 in flight from one process.
    const concurrency = target.name === 'PostgreSQL' ? 8 : 1;
    for (const [shape, count] of [
      ['random', PARTNERS],
      ['chain', CHAIN],
    ] as const) {
      if (count < 2) continue;
      const opened = await target.open();
      try {
        for (const figure of await scenario(opened.db, shape, count, concurrency)) {
          const line = row(target.name, figure);
          console.log(line);
          lines.push(line);
        }
        const mb = (await databaseBytes(opened.db)) / 1024 / 1024;
        const size = `| ${target.name} | ${shape} network of ${count.toLocaleString('en')}: tables and indexes | | ${mb.toFixed(0)} MB | |`;
        console.log(size);
        lines.push(size);
      } finally {
        await opened.close();
      }
    }
  }
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
