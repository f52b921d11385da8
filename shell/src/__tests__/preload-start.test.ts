import { DEFAULT_LANGUAGE } from 'shared-api/public';
import {
  cookieLanguage,
  preloadedVersionsChosen,
  preloadStart,
  START_LANGUAGE,
  startPreloads,
} from '../start-up/preload-start';
import type { StartData } from '../start-up/start-data';

// As deploy writes it (deploy/src/web/start-script.ts) for a registry with two remotes.
const START: StartData = {
  remotes: {
    auth: {
      manifest: '/cdn/auth/1.1.0/mf-manifest.json',
      scripts: [
        '/cdn/auth/1.1.0/remoteEntry.js',
        '/cdn/auth/chunks/__federation_expose_Routes.b.js',
      ],
      i18n: { en: '/cdn/auth/chunks/i18n-auth-en.e.js', ru: '/cdn/auth/chunks/i18n-auth-ru.f.js' },
    },
    cabinet: {
      manifest: 'https://cdn.example/cabinet/2.0.0/mf-manifest.json',
      scripts: ['https://cdn.example/cabinet/2.0.0/remoteEntry.js'],
      i18n: { en: 'https://cdn.example/cabinet/chunks/i18n-cabinet-en.c.js' },
    },
  },
  shell: { i18n: { en: '/i18n-common-en.a.js', ru: '/i18n-common-ru.d.js' } },
};

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe("the entry chunk's preloads from /start.js", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { __START__?: unknown }).__START__;
  });

  it("a sign-in page: the auth remote's manifest, entry, routes, and both texts of the language", () => {
    const manifest = '/cdn/auth/1.1.0/mf-manifest.json';
    expect(startPreloads(START, at('/login'), 'x=1; lang=en')).toEqual([
      { href: manifest, as: 'fetch', manifest },
      { href: '/cdn/auth/1.1.0/remoteEntry.js', as: 'script', manifest },
      { href: '/cdn/auth/chunks/__federation_expose_Routes.b.js', as: 'script', manifest },
      { href: '/cdn/auth/chunks/i18n-auth-en.e.js', as: 'script', manifest },
      { href: '/i18n-common-en.a.js', as: 'script' },
    ]);
  });

  it("the cabinet's own remote under /client; no text where the remote has none in the language", () => {
    expect(startPreloads(START, at('/client/profile'), '').map((p) => p.href)).toEqual([
      'https://cdn.example/cabinet/2.0.0/mf-manifest.json',
      'https://cdn.example/cabinet/2.0.0/remoteEntry.js',
      '/i18n-common-ru.d.js',
    ]);
  });

  it("without the cookie the language is the platform's default, as shared-ui reads it", () => {
    expect(START_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    expect(cookieLanguage('')).toBe(DEFAULT_LANGUAGE);
    expect(cookieLanguage('a=b; lang=de')).toBe('de');
    expect(cookieLanguage('xlang=de')).toBe(DEFAULT_LANGUAGE);
  });

  it('nothing without /start.js, or from one it cannot read (the page loads as without it)', () => {
    expect(startPreloads(undefined, at('/login'), '')).toEqual([]);
    expect(startPreloads(null, at('/login'), '')).toEqual([]);
    expect(startPreloads({ remotes: 'x' }, at('/login'), '')).toEqual([]);
    expect(startPreloads({ remotes: {}, shell: { i18n: {} } }, at('/login'), '')).toEqual([]);
  });

  it('adds <link rel="preload"> matching how each file is later asked', () => {
    (window as { __START__?: unknown }).__START__ = START;
    document.cookie = 'lang=en';
    window.history.replaceState(null, '', '/login');
    preloadStart();
    const links = [...document.head.querySelectorAll('link')].map((l) => ({
      rel: l.rel,
      as: l.getAttribute('as'),
      href: l.getAttribute('href'),
      crossorigin: l.getAttribute('crossorigin'),
      priority: l.getAttribute('fetchpriority'),
    }));
    expect(links).toHaveLength(5);
    // The federation runtime reads the manifest with fetch(): a CORS request, credentials
    // same-origin, which is what crossorigin="anonymous" preloads.
    expect(links[0]).toEqual({
      rel: 'preload',
      as: 'fetch',
      href: '/cdn/auth/1.1.0/mf-manifest.json',
      crossorigin: 'anonymous',
      priority: null,
    });
    // Its and webpack's script elements have no crossorigin attribute: nor do their preloads.
    for (const link of links.slice(1))
      expect(link).toMatchObject({
        rel: 'preload',
        as: 'script',
        crossorigin: null,
        priority: null,
      });
  });

  it("a failed preload is taken once the browser's versions are known, only for a version it runs", () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    window.history.replaceState(null, '', '/login');
    document.cookie = 'lang=en';
    preloadStart(START);
    const link = (href: string) => document.head.querySelector(`link[href="${href}"]`)!;
    const scripts = () => [...document.head.querySelectorAll('script')];

    // Failed before the registry answered: nothing is asked yet (the version is not chosen).
    link('/cdn/auth/1.1.0/mf-manifest.json').dispatchEvent(new Event('error'));
    link('/cdn/auth/1.1.0/remoteEntry.js').dispatchEvent(new Event('error'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);

    // A canary browser runs another version: the current one's files are never run.
    preloadedVersionsChosen(['/cdn/auth/1.2.0-canary/mf-manifest.json']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
    // The shell's own texts are always taken.
    link('/i18n-common-en.a.js').dispatchEvent(new Event('error'));
    expect(scripts().map((x) => x.getAttribute('src'))).toEqual(['/i18n-common-en.a.js']);
    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual([]);
  });

  it('a browser that runs the preloaded version takes each failure by the same request', () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    window.history.replaceState(null, '', '/login');
    document.cookie = 'lang=en';
    preloadStart(START);
    const link = (href: string) => document.head.querySelector(`link[href="${href}"]`)!;
    // The choice is known first here (the other order is above); an absolute URL matches too.
    preloadedVersionsChosen([`${window.location.origin}/cdn/auth/1.1.0/mf-manifest.json`]);
    link('/cdn/auth/1.1.0/mf-manifest.json').dispatchEvent(new Event('error'));
    expect(fetchMock).toHaveBeenCalledWith('/cdn/auth/1.1.0/mf-manifest.json');
    link('/cdn/auth/1.1.0/remoteEntry.js').dispatchEvent(new Event('error'));
    const [taker] = [...document.head.querySelectorAll('script')];
    expect(taker?.getAttribute('src')).toBe('/cdn/auth/1.1.0/remoteEntry.js');
    taker!.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('a /start.js of another shape gives no preloads and no error', () => {
    const odd = { remotes: { auth: { manifest: '/m.json' } }, shell: {} };
    expect(startPreloads(odd, at('/login'), 'lang=en')).toEqual([
      { href: '/m.json', as: 'fetch', manifest: '/m.json' },
    ]);
    expect(startPreloads({ remotes: { auth: 7 }, shell: { i18n: 3 } }, at('/login'), '')).toEqual(
      [],
    );
  });
});
