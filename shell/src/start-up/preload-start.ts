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
  /** The global a remote's remoteEntry.js defines. */
  global?: string;
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
  if (remote) {
    out.push({ href: remote.manifest, as: 'fetch' });
    const [entry, ...routes] = remote.scripts;
    if (entry) out.push({ href: entry, as: 'script', global: remote.global });
    for (const href of routes) out.push({ href, as: 'script' });
    const texts = remote.i18n[lang];
    if (texts) out.push({ href: texts, as: 'script' });
  }
  const common = start.shell.i18n[lang];
  if (common) out.push({ href: common, as: 'script' });
  return out;
}

/**
 * Adds `<link rel="preload">` for `startPreloads`, from the entry chunk, in the same run that asks
 * for the registry: these files are then asked beside it, not two and three round trips later.
 * Each must match its later request, or it is downloaded twice: the federation runtime reads the
 * manifest with a plain fetch() (mode cors, credentials same-origin: crossorigin="anonymous"),
 * and its and webpack's script elements carry no crossorigin attribute (no-cors: none here).
 * Low priority, as the script elements they stand for: a preload is high by default, and would
 * be answered before the shell's shared chunks, which the first render waits for longest.
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
    link.setAttribute('fetchpriority', 'low');
    if (preload.as === 'fetch') link.crossOrigin = 'anonymous';
    link.addEventListener('error', () => takeFailure(preload), { once: true });
    links.appendChild(link);
  }
  document.head.appendChild(links);
  return preloads;
}

/**
 * A failed preload answers the next request for its file with its failure, without asking again
 * (Chromium, checked with a refused connection): the remote's Retry would fail once more. The
 * same request now takes that answer. Should it go to the network instead and run, a remote's
 * entry takes back the container it defined, which the federation runtime would otherwise use
 * whatever version it picks (a chunk run early is what webpack expects of chunks).
 */
function takeFailure({ href, as, global }: Preload) {
  if (as === 'fetch') {
    fetch(href).catch(() => {});
    return;
  }
  const had = global !== undefined && global in window;
  const script = document.createElement('script');
  script.src = href;
  script.onload = () => {
    if (global !== undefined && !had) delete (window as unknown as Record<string, unknown>)[global];
    script.remove();
  };
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}
