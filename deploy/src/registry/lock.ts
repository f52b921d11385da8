import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockOptions {
  /** Give up waiting after this long. */
  timeoutMs?: number;
  /** A lock older than this is left over from a crashed release and is taken over. */
  staleMs?: number;
}

interface Holder {
  pid: number;
  host: string;
  since: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // gone, or being written right now
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder that crashed: its process is gone (same host), or it has held the lock too long. */
function isStale(holder: Holder | null, staleMs: number): boolean {
  if (!holder) return false;
  if (holder.host === hostname() && !isAlive(holder.pid)) return true;
  return Date.now() - holder.since > staleMs;
}

/**
 * Runs `work` holding an exclusive lock file (created with O_EXCL, so exactly one process wins).
 * Two releases at once wait for each other instead of writing over each other's change.
 */
export async function withLock<T>(
  file: string,
  work: () => Promise<T> | T,
  { timeoutMs = 30_000, staleMs = 120_000 }: LockOptions = {},
): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const until = Date.now() + timeoutMs;
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    try {
      const fd = openSync(file, 'wx');
      const holder: Holder = { pid: process.pid, host: hostname(), since: Date.now() };
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (isStale(holder, staleMs)) {
      // Remove only the stale lock we inspected: a fresh holder that replaced it in between keeps its own.
      if (JSON.stringify(readHolder(file)) === JSON.stringify(holder))
        rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > until) {
      const who = holder ? `process ${holder.pid} on ${holder.host}` : 'another process';
      throw new Error(`${file} is held by ${who}: another release is running, try again`);
    }
    await sleep(delay + Math.random() * delay);
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
