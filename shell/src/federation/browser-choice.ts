import type { Overrides } from './version-selection';

/** localStorage key of this browser's random id: what keeps a canary choice sticky. */
export const BUCKET_KEY = 'remoteBucket';
/** `?remote-version:cabinet=1.1.0` runs that version for this page load (QA). */
export const OVERRIDE_QUERY_PREFIX = 'remote-version:';
/** localStorage `remoteOverride.cabinet = 1.1.0` runs it until removed (QA). */
export const OVERRIDE_STORAGE_PREFIX = 'remoteOverride.';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'key' | 'length'>;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * This browser's id, created once and kept in localStorage. Without storage (disabled, full) the
 * id lives for this page only: the user still gets a consistent page, just not a sticky one.
 */
export function browserBucket(storage: Storage | undefined): string {
  try {
    const existing = storage?.getItem(BUCKET_KEY);
    if (existing) return existing;
    const id = randomId();
    storage?.setItem(BUCKET_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** Overrides from storage, then from the query string (the query wins: it is the newer intent). */
export function readOverrides(search: string, storage: Storage | undefined): Overrides {
  const overrides: Record<string, string> = {};
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      const value = key?.startsWith(OVERRIDE_STORAGE_PREFIX) ? storage.getItem(key) : null;
      if (key && value) overrides[key.slice(OVERRIDE_STORAGE_PREFIX.length)] = value;
    }
  } catch {
    // storage unavailable: query overrides still apply
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(OVERRIDE_QUERY_PREFIX) && value)
      overrides[key.slice(OVERRIDE_QUERY_PREFIX.length)] = value;
  }
  return overrides;
}
