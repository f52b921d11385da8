import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface RemoteVersion {
  version: string;
  manifest: string;
}
export interface RegistryEntry {
  current: RemoteVersion;
  previous: RemoteVersion | null;
  canary: (RemoteVersion & { percent: number }) | null;
}
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

export function readRegistry(file: string): Registry {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Registry) : { remotes: {} };
}

/** Written beside and renamed over: a reader never sees half a registry. */
export function writeRegistry(file: string, registry: Registry) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Points a remote at a version, keeping the one it replaces as `previous`. */
export function pointTo(registry: Registry, remote: string, next: RemoteVersion): Registry {
  const entry = registry.remotes[remote];
  if (entry?.current.version === next.version) return registry;
  return {
    remotes: {
      ...registry.remotes,
      [remote]: { current: next, previous: entry?.current ?? null, canary: null },
    },
  };
}
