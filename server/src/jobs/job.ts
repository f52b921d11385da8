import type { AppDeps } from '../app-deps';
import type { Mailer } from '../mail/mailer';

/**
 * What a job may use; the mailer where a job sends notices (absent: none are sent), and
 * `afterCommit` (given by runJob): work to do once the run's transaction ended, such as mail,
 * which on PGlite's single connection could not be written while that transaction is open.
 */
export type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & {
  mailer?: Mailer;
  /** `work` gets deps whose `db` is outside the run's transaction. */
  afterCommit?: (work: (deps: JobDeps) => Promise<void>) => void;
};

/**
 * A background job of the server. `run` books everything due at `deps.clock.now()` and returns
 * how many items it handled; it must be idempotent by natural key and safe when several server
 * instances run it at once (the runner also holds a per-job advisory lock).
 */
export type Job = {
  name: string;
  everyMs: number;
  run(deps: JobDeps): Promise<number>;
  /** Logged once when the runner starts, e.g. why the job is off (null: nothing to say). */
  startNote?(deps: JobDeps): Promise<string | null>;
};
