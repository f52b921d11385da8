import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the gates need from a module federation `mf-manifest.json`. */
export interface SharedDeclaration {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
  /** The build carries a copy of its own (its manifest lists files for it). */
  bundled?: boolean;
}

export interface FederationManifest {
  name: string;
  publicPath: string | null;
  remoteEntry: string | null;
  exposes: string[];
  shared: SharedDeclaration[];
  /** Every file the manifest makes the browser load (remote entry, exposed and shared chunks). */
  files: string[];
  /** The files of its shared modules' own copies (fallbacks the runtime loads only without the shell's). */
  sharedFiles: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** `{ js: { sync, async }, css: { sync, async } }` → the file names in it. */
function assetFiles(assets: unknown): string[] {
  if (!isObject(assets)) return [];
  const files: string[] = [];
  for (const kind of ['js', 'css']) {
    const lists = assets[kind];
    if (!isObject(lists)) continue;
    for (const when of ['sync', 'async']) {
      const list = lists[when];
      if (Array.isArray(list))
        files.push(...list.filter((f): f is string => typeof f === 'string'));
    }
  }
  return files;
}

/**
 * Reads a manifest leniently (every problem becomes a reason, not an exception): the manifest gate
 * reports all that is wrong at once. Returns null with reasons when it is not JSON at all.
 */
export function readManifest(file: string): {
  manifest: FederationManifest | null;
  reasons: string[];
} {
  if (!existsSync(file)) return { manifest: null, reasons: [`${file} does not exist`] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { manifest: null, reasons: [`${path.basename(file)} is not valid JSON`] };
  }
  if (!isObject(data)) return { manifest: null, reasons: ['the manifest is not a JSON object'] };
  const meta = isObject(data.metaData) ? data.metaData : {};
  const remoteEntry = isObject(meta.remoteEntry) ? str(meta.remoteEntry.name) : null;
  const reasons: string[] = [];
  const exposes: string[] = [];
  const files: string[] = remoteEntry ? [remoteEntry] : [];
  if (Array.isArray(data.exposes)) {
    for (const expose of data.exposes) {
      if (!isObject(expose) || !str(expose.path)) reasons.push('an exposed module has no path');
      else exposes.push(expose.path as string);
      if (isObject(expose)) files.push(...assetFiles(expose.assets));
    }
  } else reasons.push('the manifest has no "exposes" list');
  const shared: SharedDeclaration[] = [];
  const sharedFiles: string[] = [];
  if (Array.isArray(data.shared)) {
    for (const item of data.shared as unknown[]) {
      const entry = isObject(item) ? item : {};
      const name = str(entry.name);
      const version = str(entry.version);
      const requiredVersion = str(entry.requiredVersion);
      if (!name || !version || !requiredVersion) {
        reasons.push(
          `a shared entry (${name ?? 'no name'}) lacks name, version or requiredVersion`,
        );
        continue;
      }
      const own = assetFiles(entry.assets);
      shared.push({
        name,
        version,
        requiredVersion,
        singleton: entry.singleton === true,
        bundled: own.length > 0,
      });
      files.push(...own);
      sharedFiles.push(...own);
    }
  } else reasons.push('the manifest has no "shared" list');
  return {
    manifest: {
      name: str(data.name) ?? str(meta.name) ?? '',
      publicPath: str(meta.publicPath),
      remoteEntry,
      exposes,
      shared,
      files: [...new Set(files)],
      sharedFiles: [...new Set(sharedFiles)],
    },
    reasons,
  };
}
