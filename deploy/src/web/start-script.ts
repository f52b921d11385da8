import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StartData, StartRemote } from '../../../shell/src/start-up/start-data';
import { versionFolder } from '../cdn/publish';
import type { Registry } from '../registry/registry-types';
import { writeBeside } from '../registry/write-beside';

// `/start.js`: the files of each remote's current version and the shell's texts, for the entry
// chunk to preload (shell/src/start-up/preload-start.ts). It only saves round trips: a missing,
// stale or unreadable one leaves the page loading as it would without it.

/** `i18n-<namespace>-<lang>.<hash>.js`: a chunk of texts, and its language. */
const I18N_CHUNK = /(?:^|\/)i18n-[a-z][a-z-]*-([a-z]{2})\.[0-9a-f]+\.js$/;

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: ManifestAssets }[];
}

/** `rel` as the federation runtime resolves it: beside the manifest (publicPath 'auto'). */
function beside(manifestUrl: string, rel: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(manifestUrl);
  const url = new URL(rel, new URL(manifestUrl, 'http://start.invalid/'));
  return absolute ? url.href : url.pathname;
}

function byLanguage(urls: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of urls) {
    const lang = I18N_CHUNK.exec(url)?.[1];
    if (lang) out[lang] = url;
  }
  return out;
}

/** One remote's entry, from its manifest on the CDN; null when the manifest cannot be read. */
export function startRemote(cdnDir: string, remote: string, version: string, manifestUrl: string) {
  const file = path.join(versionFolder(cdnDir, remote, version), 'mf-manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.name === 'Routes')?.assets?.js;
  if (!entry?.name || !routes) return null;
  const at = (rel: string) => beside(manifestUrl, rel);
  const remoteEntry = at(path.posix.join(entry.path ?? '', entry.name));
  const start: StartRemote = {
    manifest: manifestUrl,
    scripts: [remoteEntry, ...(routes.sync ?? []).map(at)],
    i18n: byLanguage((routes.async ?? []).map(at)),
  };
  return start;
}

/** What `/start.js` holds for this registry (current versions only), the CDN and the shell build. */
export function startData(registry: Registry, cdnDir: string, shellDir: string): StartData {
  const remotes: StartData['remotes'] = {};
  for (const [name, entry] of Object.entries(registry.remotes)) {
    // A manifest of another shape (its own team's build) leaves that remote without preloads.
    try {
      const start = startRemote(cdnDir, name, entry.current.version, entry.current.manifest);
      if (start) remotes[name] = start;
    } catch {
      continue;
    }
  }
  const shellFiles = existsSync(shellDir) ? readdirSync(shellDir) : [];
  return { remotes, shell: { i18n: byLanguage(shellFiles.map((f) => `/${f}`)) } };
}

/** The script itself: classic, no module, so index.html runs it before the entry chunk. */
export const startScript = (data: StartData | null) =>
  `// Written by deploy from the registry (deploy/src/web/start-script.ts): files to preload.\n` +
  `window.__START__ = ${JSON.stringify(data)};\n`;

/** `<env>.start.js` beside `<env>.json`: what nginx serves as /start.js (never the registry). */
export const startFileOf = (registryFile: string) =>
  `${registryFile.replace(/\.json$/, '')}.start.js`;

/** Written beside and renamed over, like the registry: never half a script. */
export function writeStartScript(
  registryFile: string,
  registry: Registry,
  cdnDir: string,
  shellDir: string,
) {
  writeBeside(startFileOf(registryFile), startScript(startData(registry, cdnDir, shellDir)));
}
