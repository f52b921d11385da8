import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvPaths } from '../paths';
import { withLock } from './lock';
import { writeBeside } from './write-beside';
import { writeStartScript } from '../web/start-script';
import { parseRegistry, type Registry } from './registry-types';

export function readRegistry(file: string): Registry {
  return existsSync(file) ? parseRegistry(JSON.parse(readFileSync(file, 'utf8'))) : { remotes: {} };
}

/** Written beside and renamed over: a reader (browser, CDN sync) never sees half a registry. */
export function writeRegistry(file: string, registry: Registry) {
  writeBeside(file, `${JSON.stringify(registry, null, 2)}\n`);
}

/** One line of `<env>.history.jsonl`: who moved which pointer when, from what to what. */
export interface HistoryLine {
  at: string;
  by: string;
  env: string;
  action: 'promote' | 'canary' | 'rollback' | 'publish-local';
  remote: string;
  from: { version: string; canary?: { version: string; percent: number } | null } | null;
  to: { version: string; canary?: { version: string; percent: number } | null };
  note?: string;
}

export function readHistory(file: string): HistoryLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryLine);
}

/** What a change did, for the history and for the command's output. */
export interface Change {
  registry: Registry;
  /** null: nothing moved, so nothing is written. */
  line: Omit<HistoryLine, 'at' | 'by' | 'env'> | null;
}

/**
 * Read-modify-write of one environment's registry under its lock: `change` sees the registry as
 * it is now (not as it was when the command started), so two releases at once both land. The
 * history line is written after the registry, inside the lock; `change` throwing leaves both alone.
 * The start script beside it (what pages preload, from the registry, the CDN and the shell build
 * in `shellDir`) is written last, also when nothing moved: a missing or stale one is mended. It is
 * only a help to pages, so failing to write it warns and changes nothing else.
 */
export async function changeRegistry(
  paths: EnvPaths,
  by: string,
  change: (current: Registry) => Change | Promise<Change>,
  shellDir: string,
): Promise<HistoryLine | null> {
  return withLock(paths.lock, async () => {
    const { registry, line } = await change(readRegistry(paths.registry));
    const mendStart = (current: Registry) => {
      try {
        writeStartScript(paths.registry, current, paths.cdn, shellDir);
      } catch (error) {
        console.warn(`start script not written (pages start without preloads): ${String(error)}`);
      }
    };
    if (!line) {
      if (existsSync(paths.registry)) mendStart(readRegistry(paths.registry));
      return null;
    }
    writeRegistry(paths.registry, registry);
    const entry: HistoryLine = { at: new Date().toISOString(), by, env: paths.env, ...line };
    mkdirSync(path.dirname(paths.history), { recursive: true });
    appendFileSync(paths.history, `${JSON.stringify(entry)}\n`);
    mendStart(registry);
    return entry;
  });
}
