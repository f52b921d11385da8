import { benchAccruals } from './accruals-bench';
import { benchTargets } from './bench-db';
import { benchTransfers, type Figure } from './transfers-bench';

/**
 * `pnpm bench:server`: issue 4's figures, each beside a bare baseline measured in the same run.
 * BENCH_TRANSFERS (default 2 000) and BENCH_PACKAGES (default 100 000) change the sizes.
 */
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 100_000);

function row(target: string, f: Figure): string {
  const perSecond = Math.round((f.count * 1000) / f.ms).toLocaleString('en');
  return `| ${target} | ${f.what} | ${f.count.toLocaleString('en')} | ${(f.ms / 1000).toFixed(2)} s | ${perSecond}/s |`;
}

async function main(): Promise<void> {
  const lines = ['| database | measured | items | time | rate |', '|---|---|---|---|---|'];
  for (const target of await benchTargets()) {
    for (const run of [
      // PGlite runs one transaction at a time; PostgreSQL takes 8 in flight from one process.
      (db: Parameters<typeof benchTransfers>[0]) =>
        benchTransfers(db, TRANSFERS, target.name === 'PostgreSQL' ? 8 : 1),
      (db: Parameters<typeof benchAccruals>[0]) => benchAccruals(db, PACKAGES),
    ]) {
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
