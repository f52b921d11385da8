import type { FastifyBaseLogger } from 'fastify';
import { jobHandled, jobLag, jobLastSuccess, jobRunDuration } from '../metrics/job-metrics';
import { JOBS } from './jobs';
import type { Job, JobDeps } from './job';
import { runJob } from './run-job';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type JobRunner = {
  /** Stops scheduling and waits for the runs under way. */
  stop(): Promise<void>;
};

/**
 * Runs each job in-process: once at start (catching up after downtime), then `everyMs` after
 * the end of each run (runs of one job never overlap here; across instances the advisory lock
 * skips a run another instance holds). A failed run is logged and retried at the next tick.
 */
export function startJobRunner(deps: JobDeps, log: JobLog, jobs: readonly Job[] = JOBS): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    // Operational timing (metrics), not business time: the wall clock is right here.
    const plannedAt = Date.now() + delayMs;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const startedAt = Date.now();
      jobLag.set({ job: job.name }, Math.max(0, startedAt - plannedAt) / 1000);
      const seconds = () => (Date.now() - startedAt) / 1000;
      const run = runJob(deps, job, 'skip')
        .then(
          (handled) => {
            jobRunDuration.observe(
              { job: job.name, outcome: handled === null ? 'skipped' : 'done' },
              seconds(),
            );
            if (handled !== null) jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
            if (handled) {
              jobHandled.set({ job: job.name }, handled);
              log.info({ job: job.name, handled }, 'job run');
            }
          },
          (error: unknown) => {
            jobRunDuration.observe({ job: job.name, outcome: 'failed' }, seconds());
            log.error({ err: error, job: job.name }, 'job failed');
          },
        )
        .finally(() => {
          running.delete(run);
          schedule(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    timers.add(timer);
  };

  for (const job of jobs) {
    job.startNote?.(deps).then(
      (note) => {
        if (note) log.info({ job: job.name }, note);
      },
      (error: unknown) => log.error({ err: error, job: job.name }, 'job start note failed'),
    );
    schedule(job, 0);
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
