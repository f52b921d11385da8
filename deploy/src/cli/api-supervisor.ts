import type { ChildProcess } from 'node:child_process';

export interface ApiSupervisor {
  /** Stops the API for good (no restart) and resolves when it has exited. */
  stop: () => Promise<void>;
  /** How many times the API was started. */
  starts: () => number;
}

/**
 * Keeps the API running behind the web front: when it exits on its own (a crash, a kill), it is
 * started again after `delayMs`, doubling up to `maxDelayMs` while it keeps failing fast. The
 * front stays up meanwhile and answers /api with 502 SERVICE_UNAVAILABLE (the maintenance page).
 */
export function superviseApi(
  start: () => ChildProcess,
  { delayMs = 1000, maxDelayMs = 30_000, log = console.error } = {},
): ApiSupervisor {
  let child: ChildProcess;
  let stopping = false;
  let count = 0;
  let delay = delayMs;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    count++;
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // A run that lasted a while resets the back-off: only a crash loop waits longer.
      delay = Date.now() - startedAt > maxDelayMs ? delayMs : delay;
      log(`API exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000}s`);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();

  return {
    starts: () => count,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(timer);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
