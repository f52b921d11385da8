import type { Change } from './registry-store';
import type { Registry, RegistryEntry, RemoteVersion } from './registry-types';

/** A refused release step: the message says why, the registry is left as it was. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

const snapshot = (entry: RegistryEntry | undefined) =>
  entry
    ? {
        version: entry.current.version,
        canary: entry.canary
          ? { version: entry.canary.version, percent: entry.canary.percent }
          : null,
      }
    : null;

const withEntry = (registry: Registry, remote: string, entry: RegistryEntry): Registry => ({
  remotes: { ...registry.remotes, [remote]: entry },
});

/**
 * Points a remote at a version for everyone; the version it replaces becomes `previous` (where a
 * rollback goes). A canary is over once its remote is promoted, whichever version wins.
 */
export function promote(registry: Registry, remote: string, next: RemoteVersion): Change {
  const entry = registry.remotes[remote];
  if (entry?.current.version === next.version && !entry.canary)
    throw new ReleaseError(`${remote} ${next.version} is already the current version`);
  const previous =
    entry && entry.current.version !== next.version ? entry.current : (entry?.previous ?? null);
  const updated: RegistryEntry = { current: next, previous, canary: null };
  return {
    registry: withEntry(registry, remote, updated),
    line: { action: 'promote', remote, from: snapshot(entry), to: snapshot(updated)! },
  };
}

/** Sends `percent` of browsers to a version; the rest stay on current. */
export function canary(
  registry: Registry,
  remote: string,
  next: RemoteVersion,
  percent: number,
): Change {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new ReleaseError(
      `canary percent must be a whole number from 1 to 99 (got ${percent}); 100 is a promote`,
    );
  const entry = registry.remotes[remote];
  if (!entry) throw new ReleaseError(`${remote} has no current version yet: promote one first`);
  if (entry.current.version === next.version)
    throw new ReleaseError(`${remote} ${next.version} is already the current version`);
  const updated: RegistryEntry = { ...entry, canary: { ...next, percent } };
  return {
    registry: withEntry(registry, remote, updated),
    line: { action: 'canary', remote, from: snapshot(entry), to: snapshot(updated)! },
  };
}

/**
 * Undoes the last step: a running canary is stopped (everyone back on current); with no canary,
 * current goes back to previous. The version rolled back from is kept as `previous`, so a second
 * rollback undoes the first.
 */
export function rollback(registry: Registry, remote: string): Change {
  const entry = registry.remotes[remote];
  if (!entry) throw new ReleaseError(`${remote} is not in this registry`);
  let updated: RegistryEntry;
  let note: string;
  if (entry.canary) {
    updated = { ...entry, canary: null };
    note = `canary ${entry.canary.version} stopped`;
  } else if (entry.previous) {
    updated = { current: entry.previous, previous: entry.current, canary: null };
    note = `back to ${entry.previous.version}`;
  } else {
    throw new ReleaseError(`${remote} has no previous version to roll back to`);
  }
  return {
    registry: withEntry(registry, remote, updated),
    line: { action: 'rollback', remote, from: snapshot(entry), to: snapshot(updated)!, note },
  };
}
