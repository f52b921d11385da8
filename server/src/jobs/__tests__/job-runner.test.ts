import { sql } from 'drizzle-orm';
import type { Job } from '../job';
import { startJobRunner } from '../job-runner';
import { runDueJobs } from '../run-due-jobs';
import { runJob } from '../run-job';
import { itOnPostgres } from '../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const deps = () => ({ db: t.db, clock: t.clock, config: t.config });

/** A job that counts its runs (and fails when told to). */
function countingJob(name: string, everyMs = 5, fail = false) {
  const job = {
    name,
    everyMs,
    runs: 0,
    async run() {
      job.runs += 1;
      if (fail) throw new Error(`${name} broke`);
      return 2;
    },
  } satisfies Job & { runs: number };
  return job;
}

const silentLog = () => {
  const errors: unknown[] = [];
  return { errors, info: () => undefined, error: (obj: unknown) => void errors.push(obj) };
};

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
};

describe('jobs', () => {
  it('runDueJobs runs every job once and reports what each handled', async () => {
    const a = countingJob('a');
    const b = countingJob('b');
    expect(await runDueJobs(deps(), [a, b])).toEqual({ a: 2, b: 2 });
    expect([a.runs, b.runs]).toEqual([1, 1]);
  });

  it('the runner repeats each job, logs a failure and keeps going, and stops', async () => {
    const ok = countingJob('ok');
    const broken = countingJob('broken', 5, true);
    const log = silentLog();
    const runner = startJobRunner(deps(), log, [ok, broken]);
    await waitFor(() => ok.runs >= 3 && broken.runs >= 2);
    await runner.stop();
    const after = ok.runs;
    await new Promise((r) => setTimeout(r, 50));
    expect(ok.runs).toBe(after);
    expect(log.errors.length).toBe(broken.runs);
    expect(log.errors[0]).toMatchObject({ job: 'broken' });
  });

  itOnPostgres(
    'skips a run while another instance holds the job lock, and waits when asked',
    async () => {
      const job = countingJob('locked');
      const waits: Promise<number | null>[] = [];
      await t.db.transaction(async (tx) => {
        // Another "instance": this transaction holds the job's advisory lock.
        await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext('locked'))`);
        expect(await runJob(deps(), job, 'skip')).toBeNull();
        waits.push(runJob(deps(), job, 'wait'));
        await new Promise((r) => setTimeout(r, 100));
        expect(job.runs).toBe(0);
      });
      expect(await Promise.all(waits)).toEqual([2]);
      expect(job.runs).toBe(1);
    },
  );
});
