import { JOBS } from './jobs';
import type { Job, JobDeps } from './job';
import { runJob } from './run-job';

/**
 * Runs every job once, now, waiting for a run already under way (the test clock calls it after
 * moving time, so every item due at the new time is booked before it answers).
 * Returns how many items each job handled.
 */
export async function runDueJobs(
  deps: JobDeps,
  jobs: readonly Job[] = JOBS,
): Promise<Record<string, number>> {
  const handled: Record<string, number> = {};
  for (const job of jobs) handled[job.name] = (await runJob(deps, job, 'wait')) ?? 0;
  return handled;
}
