import { namedVersions, type Registry, type RegistryEntry } from './registry-schema';

/** Why this page runs the version it runs: shown in the diagnostics panel. */
export type VersionSource = 'current' | 'canary' | 'override';

export interface SelectedVersion {
  name: string;
  version: string;
  /** The manifest URL as the registry has it (absolute or relative to the page). */
  manifest: string;
  source: VersionSource;
}

/** QA overrides: remote name → the version to run, whatever the canary split says. */
export type Overrides = Readonly<Record<string, string>>;

/**
 * FNV-1a, 32 bits: a fast, well-spread hash with no dependency. Not for security: it only has to
 * spread browser ids evenly over 100 buckets, the same way on every page load.
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The browser's slot 0–99 for one remote. The remote's name is part of the key, so a browser in
 * the canary of one remote is not always in the canary of every other.
 */
export function canarySlot(bucket: string, remote: string): number {
  return fnv1a(`${bucket}:${remote}`) % 100;
}

/** Picks the version one remote runs in this browser: a valid override, else canary or current. */
export function selectVersion(
  name: string,
  entry: RegistryEntry,
  bucket: string,
  overrides: Overrides = {},
): SelectedVersion {
  const wanted = overrides[name];
  // An override may only pick a version the registry names: a typo never loads an unknown folder.
  const overridden = wanted ? namedVersions(entry).find((v) => v.version === wanted) : undefined;
  if (overridden) return { name, ...overridden, source: 'override' };
  if (entry.canary && canarySlot(bucket, name) < entry.canary.percent) {
    const { version, manifest } = entry.canary;
    return { name, version, manifest, source: 'canary' };
  }
  return { name, ...entry.current, source: 'current' };
}

export function selectVersions(
  registry: Registry,
  bucket: string,
  overrides: Overrides = {},
): SelectedVersion[] {
  return Object.entries(registry.remotes).map(([name, entry]) =>
    selectVersion(name, entry, bucket, overrides),
  );
}
