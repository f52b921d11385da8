import { startJobRunner } from '../../jobs/job-runner';
import type { Job } from '../../jobs/job';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { metricsRegistry } from '../registry';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const job = (name: string, fail: boolean): Job & { runs: number } => ({
  name,
  everyMs: 5,
  runs: 0,
  async run() {
    this.runs += 1;
    if (fail) throw new Error('boom');
    return 3;
  },
});

it('records job runs by outcome, their lag and the last success', async () => {
  const ok = job('metrics-ok', false);
  const broken = job('metrics-broken', true);
  const quiet = { info: () => undefined, error: () => undefined };
  const runner = startJobRunner({ db: t.db, clock: t.clock, config: t.config }, quiet, [
    ok,
    broken,
  ]);
  const until = Date.now() + 10_000;
  while ((ok.runs < 2 || broken.runs < 2) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
  }
  await runner.stop();
  const text = await metricsRegistry.metrics();
  const count = (labels: string) =>
    Number(
      new RegExp(`^job_run_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ??
        0,
    );
  expect(count('job="metrics-ok",outcome="done"')).toBe(ok.runs);
  expect(count('job="metrics-broken",outcome="failed"')).toBe(broken.runs);
  expect(text).toMatch(/^job_last_success_timestamp_seconds\{job="metrics-ok"\} \d/m);
  expect(text).not.toMatch(/^job_last_success_timestamp_seconds\{job="metrics-broken"\}/m);
  expect(text).toMatch(/^job_lag_seconds\{job="metrics-ok"\} [\d.e-]+$/m);
  expect(text).toMatch(/^job_last_handled_items\{job="metrics-ok"\} 3$/m);
});
