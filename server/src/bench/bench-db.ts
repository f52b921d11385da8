import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate } from '../db/migrate';
import { openDb, type OpenDb } from '../db/open-db';

export type BenchTarget = { name: string; open(): Promise<OpenDb> };

/** In-memory PGlite, and PostgreSQL when one answers (BENCH_DATABASE_URL, else the local one). */
export async function benchTargets(): Promise<BenchTarget[]> {
  const targets: BenchTarget[] = [
    {
      name: 'PGlite (embedded)',
      async open() {
        const db = await openDb({ kind: 'pglite', dataDir: null });
        await migrate(db.db);
        return db;
      },
    },
  ];
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await reachable(url)) {
    targets.push({ name: 'PostgreSQL', open: () => openSchema(url) });
  } else {
    console.log(`PostgreSQL at ${url} does not answer: PGlite only`);
  }
  return targets;
}

async function reachable(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

/** A throw-away schema, migrated, dropped on close. */
async function openSchema(url: string): Promise<OpenDb> {
  const schemaName = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schemaName}"`);
  const opened = await openDb({
    kind: 'postgres',
    url,
    searchPath: schemaName,
    maxConnections: 10,
  });
  await migrate(opened.db);
  return {
    ...opened,
    async close() {
      await opened.close();
      await admin.unsafe(`drop schema "${schemaName}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Runs `count` tasks with at most `concurrency` in flight; returns the elapsed milliseconds. */
export async function timed(
  count: number,
  concurrency: number,
  task: (n: number) => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next;
        next += 1;
        await task(n);
      }
    }),
  );
  return performance.now() - started;
}
