import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after it started, on the wall
 * clock. For the public routes whose answer must not tell whether an address has an account
 * (forgot-password, signup): the work for a known address (a link, a log row, a queued mail,
 * each a database round trip and a commit) took some milliseconds more than for an unknown one,
 * a difference a script measures over a few dozen calls. Below the floor both take the same.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    await restOf(floorMs, started);
  }
}

/**
 * As noSoonerThan, for a refusal only: a sign-in's wrong password on an account (whose failure
 * is written to its log) and on an unknown login (nothing to write) are refused after the same
 * time, while a right one is not held back.
 */
export async function refuseNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    await restOf(floorMs, started);
    throw error;
  }
}

async function restOf(floorMs: number, started: number): Promise<void> {
  const left = floorMs - (performance.now() - started);
  if (left > 0) await sleep(left);
}
