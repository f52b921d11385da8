import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { writeRegistry } from '../registry/registry-store';
import type { Registry } from '../registry/registry-types';
import { startData, startFileOf, startScript, writeStartScript } from '../web/start-script';
import { buildWebServer } from '../web/web-server';

// A manifest as the remotes' builds write it (mf-auth's, trimmed): publicPath 'auto', the
// routes' files beside the version folder in the shared chunks folder.
const manifest = (routes: string) => ({
  metaData: {
    globalName: 'auth',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  },
  shared: [{ name: 'react', assets: { js: { sync: ['../chunks/784.a775b3eedb.js'], async: [] } } }],
  exposes: [
    {
      name: 'Routes',
      assets: {
        js: {
          sync: [`../chunks/__federation_expose_Routes.${routes}.js`],
          async: [
            '../chunks/i18n-auth-en.9116e037d8.js',
            '../chunks/i18n-auth-ru.5e2d09d8ec.js',
            '../chunks/legal-en.698af10fbe.js',
          ],
        },
      },
    },
  ],
});

const version = (name: string, v: string) => ({
  version: v,
  manifest: `/cdn/${name}/${v}/mf-manifest.json`,
});

let root: string;
let cdnDir: string;
let shellDir: string;
let registryFile: string;
const registry: Registry = {
  remotes: {
    auth: { current: version('auth', '1.1.0'), previous: version('auth', '1.0.0'), canary: null },
    // Published in the registry but its manifest is gone from the CDN: left out, not an error.
    admin: { current: version('admin', '2.0.0'), previous: null, canary: null },
  },
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'start-'));
  cdnDir = path.join(root, 'cdn');
  shellDir = path.join(root, 'shell');
  registryFile = path.join(cdnDir, 'registry/local.json');
  for (const [v, hash] of [
    ['1.0.0', 'aaaaaaaaaa'],
    ['1.1.0', 'bbbbbbbbbb'],
  ] as const) {
    mkdirSync(path.join(cdnDir, 'auth', v), { recursive: true });
    writeFileSync(path.join(cdnDir, 'auth', v, 'mf-manifest.json'), JSON.stringify(manifest(hash)));
  }
  mkdirSync(shellDir);
  for (const f of ['main.0123456789.js', 'i18n-common-en.736c30c441.js', 'i18n-common-ru.4b0d.js'])
    writeFileSync(path.join(shellDir, f), '');
  writeFileSync(path.join(shellDir, 'i18n-common-en.736c30c441.js.br'), '');
  writeRegistry(registryFile, registry);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const AUTH_1_1 = {
  manifest: '/cdn/auth/1.1.0/mf-manifest.json',
  scripts: [
    '/cdn/auth/1.1.0/remoteEntry.js',
    '/cdn/auth/chunks/__federation_expose_Routes.bbbbbbbbbb.js',
  ],
  i18n: {
    en: '/cdn/auth/chunks/i18n-auth-en.9116e037d8.js',
    ru: '/cdn/auth/chunks/i18n-auth-ru.5e2d09d8ec.js',
  },
};
const SHELL = { i18n: { en: '/i18n-common-en.736c30c441.js', ru: '/i18n-common-ru.4b0d.js' } };

describe('the start script', () => {
  it('leaves out a remote whose manifest has another shape, and never names the registry itself', () => {
    const odd = {
      ...manifest('cccccccccc'),
      exposes: [{ name: 'Routes', assets: { js: { sync: 7 } } }],
    };
    writeFileSync(path.join(cdnDir, 'auth', '1.1.0', 'mf-manifest.json'), JSON.stringify(odd));
    expect(startData(registry, cdnDir, shellDir)).toEqual({ remotes: {}, shell: SHELL });
    expect(startFileOf('/srv/registry/prod')).toBe('/srv/registry/prod.start.js');
    expect(startFileOf('/srv/registry/prod.json')).toBe('/srv/registry/prod.start.js');
  });

  it("lists each remote's current version: manifest, entry, routes and texts by language", () => {
    expect(startData(registry, cdnDir, shellDir)).toEqual({
      remotes: { auth: AUTH_1_1 },
      shell: SHELL,
    });
  });

  it('resolves files beside an absolute manifest URL as the federation runtime does', () => {
    const cdn = { version: '1.1.0', manifest: 'https://cdn.example/auth/1.1.0/mf-manifest.json' };
    const data = startData(
      { remotes: { auth: { current: cdn, previous: null, canary: null } } },
      cdnDir,
      shellDir,
    );
    expect(data.remotes.auth?.scripts).toEqual([
      'https://cdn.example/auth/1.1.0/remoteEntry.js',
      'https://cdn.example/auth/chunks/__federation_expose_Routes.bbbbbbbbbb.js',
    ]);
  });

  it('is a classic script that sets window.__START__ (null without a registry)', () => {
    const data = startData(registry, cdnDir, shellDir);
    const page: { window: { __START__?: unknown } } = { window: {} };
    runInNewContext(startScript(data), page);
    expect(page.window.__START__).toEqual(data);
    runInNewContext(startScript(null), page);
    expect(page.window.__START__).toBeNull();
  });

  it('is written beside the registry, as <env>.start.js', () => {
    writeStartScript(registryFile, registry, cdnDir, shellDir);
    expect(startFileOf(registryFile)).toBe(path.join(cdnDir, 'registry/local.start.js'));
    expect(readFileSync(startFileOf(registryFile), 'utf8')).toBe(
      startScript(startData(registry, cdnDir, shellDir)),
    );
  });

  it('the web front makes it from the registry, again once the registry changes', async () => {
    const web = await buildWebServer({
      shellDir,
      cdnDir,
      apiUrl: 'http://127.0.0.1:9',
      registryFile,
    });
    try {
      const read = async () => {
        const res = await web.inject({ url: '/start.js' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/javascript/);
        expect(res.headers['cache-control']).toBe('no-cache');
        const page: { window: { __START__?: { remotes: Record<string, unknown> } } } = {
          window: {},
        };
        runInNewContext(res.body, page);
        return page.window.__START__;
      };
      expect((await read())?.remotes.auth).toEqual(AUTH_1_1);
      // Revalidated without a body while the registry stays as it is.
      const first = await web.inject({ url: '/start.js' });
      const again = await web.inject({
        url: '/start.js',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // A rollback: the registry file is rewritten (its time moved on, as a later write's would).
      writeRegistry(registryFile, {
        remotes: { auth: { ...registry.remotes.auth!, current: version('auth', '1.0.0') } },
      });
      utimesSync(registryFile, new Date(), new Date(Date.now() + 5000));
      expect((await read())?.remotes.auth).toMatchObject({
        scripts: ['/cdn/auth/1.0.0/remoteEntry.js', expect.stringContaining('aaaaaaaaaa')],
      });
      rmSync(registryFile);
      expect(await read()).toBeNull();
    } finally {
      await web.close();
    }
  });
});
