import type { FastifyBaseLogger } from 'fastify';
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
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runJob(deps, job, 'skip')
        .then(
          (handled) => {
            if (handled) log.info({ job: job.name, handled }, 'job run');
          },
          (error: unknown) => log.error({ err: error, job: job.name }, 'job failed'),
        )
        .finally(() => {
          running.delete(run);
          schedule(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, 0);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
