// The registry's one definition. The shell reads it and deploy writes it (deploy imports this file
// by path), so the two can never disagree on its shape. Pure TypeScript, no DOM and no imports:
// it has to run in the browser, in Node and under Jest alike.

/** One published version of a remote: its versioned `mf-manifest.json` on the CDN. */
export interface RemoteVersion {
  version: string;
  manifest: string;
}

/** A version a share of users runs instead of `current`. */
export interface CanaryVersion extends RemoteVersion {
  /** Whole percent of browsers, 1–99 (0 and 100 are a promote or no canary at all). */
  percent: number;
}

export interface RegistryEntry {
  current: RemoteVersion;
  /** What `current` replaced: where a rollback goes. */
  previous: RemoteVersion | null;
  canary: CanaryVersion | null;
}

/** One environment's registry: where each remote's versions live. */
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

export class RegistryFormatError extends Error {
  constructor(reason: string) {
    super(`registry: ${reason}`);
    this.name = 'RegistryFormatError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseVersion(value: unknown, where: string): RemoteVersion {
  if (!isObject(value)) throw new RegistryFormatError(`${where} is missing`);
  const { version, manifest } = value;
  if (typeof version !== 'string' || !version)
    throw new RegistryFormatError(`${where} has no version`);
  if (typeof manifest !== 'string' || !manifest)
    throw new RegistryFormatError(`${where} has no manifest URL`);
  return { version, manifest };
}

function parseCanary(value: unknown, where: string): CanaryVersion | null {
  if (value === null || value === undefined) return null;
  const base = parseVersion(value, where);
  const percent = (value as Record<string, unknown>).percent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new RegistryFormatError(`${where} percent must be a whole number from 1 to 99`);
  return { ...base, percent };
}

/** Checks untrusted JSON (a fetched or read registry) and returns it in its full shape. */
export function parseRegistry(data: unknown): Registry {
  const remotes = isObject(data) ? data.remotes : undefined;
  if (!isObject(remotes)) throw new RegistryFormatError('no remotes');
  const parsed: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (!isObject(entry)) throw new RegistryFormatError(`remote ${name} has no current version`);
    parsed[name] = {
      current: parseVersion(entry.current, `remote ${name} current version`),
      previous:
        entry.previous === null || entry.previous === undefined
          ? null
          : parseVersion(entry.previous, `remote ${name} previous version`),
      canary: parseCanary(entry.canary, `remote ${name} canary`),
    };
  }
  return { remotes: parsed };
}

/** The versions of a remote the registry names: the only ones a QA override may pick. */
export function namedVersions(entry: RegistryEntry): RemoteVersion[] {
  return [entry.current, entry.canary, entry.previous].filter((v): v is RemoteVersion => !!v);
}
