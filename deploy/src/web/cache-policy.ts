/**
 * Cache-Control for a served file. Entry points (index.html, env.js, the registry, every
 * mf-manifest.json and remoteEntry.js) must be revalidated so a release or rollback shows on the
 * next navigation; content-hashed chunks never change, so browsers and CDNs keep them a year.
 */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The icon: a day. The browser asks for it after the page has loaded; kept, that request is
 * answered from the cache the page's preload filled (shell/src/index.html), not by a round trip.
 */
export const ICON = 'public, max-age=86400';

const ENTRY_FILES = new Set([
  'index.html',
  'env.js',
  'registry.json',
  'mf-manifest.json',
  'remoteEntry.js',
]);
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpe?g|webp|gif)$/;

/** A build-time compressed copy (`x.js.br`, `x.js.gz`) is cached as the file it stands for. */
const ENCODED_COPY = /\.(?:br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = (filePath.split('/').pop() ?? '').replace(ENCODED_COPY, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (name === 'favicon.ico') return ICON;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
