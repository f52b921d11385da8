export interface RemoteVersion {
  version: string;
  manifest: string;
}

/** One environment's registry (deploy owns the file): where each remote's current version lives. */
export interface Registry {
  remotes: Record<
    string,
    {
      current: RemoteVersion;
      previous?: RemoteVersion | null;
      canary?: (RemoteVersion & { percent: number }) | null;
    }
  >;
}

export function parseRegistry(data: unknown): Registry {
  const remotes = (data as Registry | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('registry: no remotes');
  for (const [name, entry] of Object.entries(remotes)) {
    if (!entry?.current?.manifest || !entry.current.version)
      throw new Error(`registry: remote ${name} has no current version`);
  }
  return { remotes };
}

export async function fetchRegistry(url: string): Promise<Registry> {
  // Never a cached copy: moving a pointer in the registry is how a release or rollback happens.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

/** The manifest URL of each remote this page will run (canary selection comes with deploy). */
export function resolveRemotes(
  registry: Registry,
): { name: string; entry: string; version: string }[] {
  return Object.entries(registry.remotes).map(([name, entry]) => ({
    name,
    entry: new URL(entry.current.manifest, window.location.href).toString(),
    version: entry.current.version,
  }));
}
