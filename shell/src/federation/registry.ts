import { parseRegistry, type Registry } from './registry-schema';
import { selectVersions, type Overrides, type VersionSource } from './version-selection';

export { parseRegistry, type Registry } from './registry-schema';

/**
 * Reads the registry. `no-store` at start-up: moving a pointer in the registry is how a release or
 * rollback happens, so a stale copy must never start a page. The navigation check passes
 * `no-cache`, which revalidates (a 304 when nothing moved) instead of downloading again.
 */
export async function fetchRegistry(
  url: string,
  cache: RequestCache = 'no-store',
): Promise<Registry> {
  return readRegistry(await fetch(url, { cache }));
}

/** The registry in an answer: an HTTP error or a malformed body throws. */
export async function readRegistry(response: Response): Promise<Registry> {
  if (!response.ok) throw new Error(`registry: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

export interface ResolvedRemote {
  name: string;
  /** Absolute manifest URL, as module federation registers it. */
  entry: string;
  version: string;
  source: VersionSource;
}

/** The manifest URL of each remote this browser runs: canary or current, or a QA override. */
export function resolveRemotes(
  registry: Registry,
  bucket = '',
  overrides: Overrides = {},
): ResolvedRemote[] {
  return selectVersions(registry, bucket, overrides).map(({ name, version, manifest, source }) => ({
    name,
    entry: new URL(manifest, window.location.href).toString(),
    version,
    source,
  }));
}
