import { DEFAULT_LANGUAGE } from 'shared-api/public';
import {
  cookieLanguage,
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
      global: 'auth',
      i18n: { en: '/cdn/auth/chunks/i18n-auth-en.e.js', ru: '/cdn/auth/chunks/i18n-auth-ru.f.js' },
    },
    cabinet: {
      manifest: 'https://cdn.example/cabinet/2.0.0/mf-manifest.json',
      scripts: ['https://cdn.example/cabinet/2.0.0/remoteEntry.js'],
      global: 'cabinet',
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
    expect(startPreloads(START, at('/login'), 'x=1; lang=en')).toEqual([
      { href: '/cdn/auth/1.1.0/mf-manifest.json', as: 'fetch' },
      { href: '/cdn/auth/1.1.0/remoteEntry.js', as: 'script', global: 'auth' },
      { href: '/cdn/auth/chunks/__federation_expose_Routes.b.js', as: 'script' },
      { href: '/cdn/auth/chunks/i18n-auth-en.e.js', as: 'script' },
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
      priority: 'low',
    });
    // Its and webpack's script elements have no crossorigin attribute: nor do their preloads.
    for (const link of links.slice(1))
      expect(link).toMatchObject({
        rel: 'preload',
        as: 'script',
        crossorigin: null,
        priority: 'low',
      });
  });

  it('a failed preload is taken by the same request at once, so that a retry asks again', () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    window.history.replaceState(null, '', '/login');
    document.cookie = 'lang=en';
    preloadStart(START);
    const link = (href: string) => document.head.querySelector(`link[href="${href}"]`)!;
    const scripts = () => [...document.head.querySelectorAll('script')];

    link('/cdn/auth/1.1.0/mf-manifest.json').dispatchEvent(new Event('error'));
    expect(fetchMock).toHaveBeenCalledWith('/cdn/auth/1.1.0/mf-manifest.json');

    link('/cdn/auth/1.1.0/remoteEntry.js').dispatchEvent(new Event('error'));
    const [taker] = scripts();
    expect(taker?.getAttribute('src')).toBe('/cdn/auth/1.1.0/remoteEntry.js');
    // Had it gone to the network and run, the container it defined is taken back.
    (window as { auth?: unknown }).auth = { get: () => {} };
    taker!.dispatchEvent(new Event('load'));
    expect('auth' in window).toBe(false);
    expect(scripts()).toEqual([]);
  });
});
