import { cacheControlFor, ICON, IMMUTABLE, NO_CACHE } from '../web/cache-policy';

describe('cache policy', () => {
  it.each([
    'index.html',
    'env.js',
    'registry.json',
    'cdn/cabinet/1.1.0/mf-manifest.json',
    'cdn/cabinet/1.1.0/remoteEntry.js',
    'cdn/cabinet/1.1.0/remoteEntry.js.br',
    'cdn/cabinet/1.1.0/mf-manifest.json.gz',
  ])('%s is revalidated on every load', (file) => {
    expect(cacheControlFor(`/srv/${file}`)).toBe(NO_CACHE);
  });

  it.each([
    'main.4031e4f0fc.js',
    'cdn/auth/1.0.0/__federation_expose_Routes.2879626f49.js',
    '411.0b6a087dd5.css',
    'main.4031e4f0fc.js.br',
    'cdn/auth/1.0.0/411.0b6a087dd5.js.gz',
  ])('%s is content-hashed and immutable for a year', (file) => {
    expect(cacheControlFor(`/srv/${file}`)).toBe(IMMUTABLE);
    expect(IMMUTABLE).toContain('max-age=31536000');
  });

  it('keeps the icon a day: its late request is answered by the cache its preload filled', () => {
    expect(cacheControlFor('/srv/favicon.ico')).toBe(ICON);
    expect(ICON).toBe('public, max-age=86400');
  });
});
