import type { Db } from '../db/types';
import { benchAccrualFloor } from './accrual-floor-bench';
import { benchAccruals } from './accruals-bench';
import { benchTargets } from './bench-db';
import { benchTransfers, type Figure } from './transfers-bench';

/**
 * `pnpm bench:server`: issue 4's figures, each beside a bare baseline measured in the same run.
 * BENCH_TRANSFERS (default 2 000) and BENCH_PACKAGES (default 100 000) change the sizes (0 skips
 * that part); BENCH_TARGET (`PGlite` or `PostgreSQL`) runs one database only.
 */
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 100_000);

function row(target: string, f: Figure): string {
  const perSecond = Math.round((f.count * 1000) / f.ms).toLocaleString('en');
  return `| ${target} | ${f.what} | ${f.count.toLocaleString('en')} | ${(f.ms / 1000).toFixed(2)} s | ${perSecond}/s |`;
}

async function main(): Promise<void> {
  const lines = ['| database | measured | items | time | rate |', '|---|---|---|---|---|'];
  const only = process.env.BENCH_TARGET;
  for (const target of await benchTargets()) {
    if (only && !target.name.toLowerCase().startsWith(only.toLowerCase())) continue;
    for (const [count, run] of [
      // PGlite runs one transaction at a time; PostgreSQL takes 8 in flight from one process.
      [TRANSFERS, (db: Db) => benchTransfers(db, TRANSFERS, target.name === 'PostgreSQL' ? 8 : 1)],
      [PACKAGES, (db: Db) => benchAccruals(db, PACKAGES)],
      [PACKAGES, (db: Db) => benchAccrualFloor(db, PACKAGES)],
    ] as const) {
      if (count < 1) continue;
      const opened = await target.open();
      try {
        for (const figure of await run(opened.db)) {
          const line = row(target.name, figure);
          console.log(line);
          lines.push(line);
        }
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
