import type { AppDeps } from '../app-deps';

export type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * A background job of the server. `run` books everything due at `deps.clock.now()` and returns
 * how many items it handled; it must be idempotent by natural key and safe when several server
 * instances run it at once (the runner also holds a per-job advisory lock).
 */
export type Job = {
  name: string;
  everyMs: number;
  run(deps: JobDeps): Promise<number>;
};
