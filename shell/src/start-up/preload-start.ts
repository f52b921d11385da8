import { likelyRemoteOf } from '../federation/route-remote';
import type { StartData } from './start-data';

/** shared-api's DEFAULT_LANGUAGE (a test holds them equal): this file imports no shared module. */
export const START_LANGUAGE = 'ru';

/** The page's language as shared-ui's i18n will read it (shared-ui/src/i18n/language-cookie.ts). */
export function cookieLanguage(cookie: string): string {
  return /(?:^|;\s*)lang=([a-z]{2})/.exec(cookie)?.[1] ?? START_LANGUAGE;
}

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** The manifest of the remote version the file belongs to; none for the shell's own texts. */
  manifest?: string;
}

const isStartData = (v: unknown): v is StartData =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StartData).remotes === 'object' &&
  typeof (v as StartData).shell === 'object';

/**
 * What the first page will ask for once the registry and the shared modules have answered: the
 * likely remote's manifest, remoteEntry.js and routes, and the texts of the page's language (the
 * remote's and the shell's). Only the registry's current versions are listed: a canary or QA
 * override picks another, and then these preloads simply go unused.
 */
export function startPreloads(
  start: unknown,
  where: Pick<Location, 'pathname' | 'hash'>,
  cookie: string,
): Preload[] {
  if (!isStartData(start)) return [];
  const lang = cookieLanguage(cookie);
  const out: Preload[] = [];
  const remote = start.remotes[likelyRemoteOf(where.pathname, where.hash)];
  const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
  if (remote && isText(remote.manifest)) {
    const { manifest } = remote;
    out.push({ href: manifest, as: 'fetch', manifest });
    const scripts: unknown[] = Array.isArray(remote.scripts) ? remote.scripts : [];
    for (const href of scripts.filter(isText)) out.push({ href, as: 'script', manifest });
    const texts: unknown = remote.i18n?.[lang];
    if (isText(texts)) out.push({ href: texts, as: 'script', manifest });
  }
  const common: unknown = start.shell.i18n?.[lang];
  if (isText(common)) out.push({ href: common, as: 'script' });
  return out;
}

/**
 * Adds `<link rel="preload">` for `startPreloads`, from the entry chunk, in the same run that asks
 * for the registry: these files are then asked beside it, not two and three round trips later.
 * Each must match its later request, or it is downloaded twice: the federation runtime reads the
 * manifest with a plain fetch() (mode cors, credentials same-origin: crossorigin="anonymous"),
 * and its and webpack's script elements carry no crossorigin attribute (no-cors: none here).
 * Default priority: the shell's start-up chunks were asked by index.html's preloads before this
 * runs (build/start-up-preload-plugin.mjs), and a low-priority preload may be held back by the
 * browser, after the requests the same task sends, a round trip later than it could leave.
 */
export function preloadStart(
  start: unknown = (window as { __START__?: unknown }).__START__,
): Preload[] {
  const preloads = startPreloads(start, window.location, document.cookie);
  const links = document.createDocumentFragment();
  for (const preload of preloads) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', preload.as);
    link.href = preload.href;
    if (preload.as === 'fetch') link.crossOrigin = 'anonymous';
    link.addEventListener('error', () => preloadFailed(preload), { once: true });
    links.appendChild(link);
  }
  document.head.appendChild(links);
  return preloads;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Failed preloads waiting for the version choice; the chosen manifests once it is known. */
let waiting: Preload[] = [];
let chosen: ReadonlySet<string> | null = null;

function preloadFailed(preload: Preload) {
  if (chosen) settleFailure(preload, chosen);
  else waiting.push(preload);
}

/**
 * Tells the preloads which remote versions this browser runs (start-remotes.ts, once the registry
 * has answered and the canary and QA choices are made), by their manifests.
 */
export function preloadedVersionsChosen(manifests: readonly string[]): void {
  chosen = new Set(manifests.map(absolute));
  const now = waiting;
  waiting = [];
  for (const preload of now) settleFailure(preload, chosen);
}

/**
 * A failed preload answers the next request for its file with its failure, without asking again
 * (Chromium, checked with a refused connection): the remote's Retry would fail once more. So the
 * same request takes that answer now, but only for a version this browser runs (or the shell's own
 * texts): should it reach the network instead and run, a file of a version the browser does not
 * run (a canary's current one) would define that version's container or chunks first, and the
 * federation runtime would then use them for the chosen one.
 */
function settleFailure(preload: Preload, manifests: ReadonlySet<string>) {
  if (preload.manifest !== undefined && !manifests.has(absolute(preload.manifest))) return;
  if (preload.as === 'fetch') {
    fetch(preload.href).catch(() => {});
    return;
  }
  const script = document.createElement('script');
  script.src = preload.href;
  script.onload = () => script.remove();
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}
