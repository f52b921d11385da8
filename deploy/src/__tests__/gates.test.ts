import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCopies } from '../gates/bundled-copies';
import { readManifest } from '../gates/manifest';
import { manifestGate } from '../gates/manifest-gate';
import type { SharedDeclaration } from '../gates/manifest';
import { REQUIRED_SINGLETONS, sharedGate } from '../gates/shared-gate';

const SHELL: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  'shared-ui/antd/core': '6.6.8',
  'shared-ui/antd/screens': '6.6.8',
  zustand: '5.1.0',
  '@tanstack/react-query': '5.90.0',
  i18next: '25.6.0',
  'react-i18next': '16.2.0',
  'shared-api': '1.0.0',
  'shared-api/public': '1.0.0',
  'shared-ui': '1.0.0',
  'shared-ui/public': '1.0.0',
};
/** What a signed-in remote shares: the required singletons, shared-ui's root and antd's core. */
const SIGNED_IN_REMOTE = [
  ...REQUIRED_SINGLETONS,
  'shared-api/public',
  'shared-ui',
  'shared-ui/antd/core',
];
const shell: SharedDeclaration[] = Object.entries(SHELL).map(([name, version]) => ({
  name,
  version,
  requiredVersion: `^${version}`,
  singleton: true,
}));
const remoteWith = (
  overrides: Record<string, string>,
  singleton = true,
  names: readonly string[] = SIGNED_IN_REMOTE,
): SharedDeclaration[] =>
  names.map((name) => ({
    name,
    version: SHELL[name]!,
    requiredVersion: overrides[name] ?? `^${SHELL[name]}`,
    singleton,
  }));

describe('shared compatibility gate', () => {
  it.each([
    ['the same versions', {}, true],
    ['an older minor the shell is ahead of', { 'shared-ui/antd/core': '^6.2.0' }, true],
    ['a range that includes the shell', { react: '>=19 <20' }, true],
    ['a newer minor than the shell has', { 'shared-ui/antd/core': '^6.9.0' }, false],
    ['a newer major', { react: '^20.0.0' }, false],
    ['an older major', { 'react-router-dom': '^6.4.0' }, false],
    ['a newer shared-api', { 'shared-api/public': '^1.1.0' }, false],
  ])('%s → %p', (_case, ranges, ok) => {
    const result = sharedGate(remoteWith(ranges), shell);
    expect(result.ok).toBe(ok);
    if (!ok) expect(result.reasons.join()).toMatch(/the shell provides .*, the remote requires/);
  });

  it('refuses a remote that bundles its own copy of a singleton', () => {
    const result = sharedGate(
      remoteWith({}).filter((s) => s.name !== 'react'),
      shell,
    );
    expect(result).toMatchObject({
      ok: false,
      reasons: [expect.stringMatching(/react is not shared/)],
    });
  });

  it("takes a remote of public pages (shared-ui's public entry, no antd) and refuses one with neither entry", () => {
    const publicRemote = remoteWith({}, true, [
      ...REQUIRED_SINGLETONS,
      'shared-api/public',
      'shared-ui/public',
    ]);
    expect(sharedGate(publicRemote, shell)).toMatchObject({ ok: true, reasons: [] });
    const withoutSharedUi = remoteWith({}, true, [...REQUIRED_SINGLETONS, 'shared-api/public']);
    expect(sharedGate(withoutSharedUi, shell).reasons).toEqual([
      expect.stringMatching(/none of shared-ui\/public, shared-ui is shared/),
    ]);
  });

  it("refuses a remote that renders antd without sharing antd's core group and shared-ui's root", () => {
    const withoutCore = remoteWith({}, true, [
      ...REQUIRED_SINGLETONS,
      'shared-api/public',
      'shared-ui',
      'shared-ui/antd/screens',
    ]);
    expect(sharedGate(withoutCore, shell).reasons).toEqual([
      expect.stringMatching(/shared-ui\/antd\/core is not shared, yet the remote renders antd/),
    ]);
    const publicEntryOnly = remoteWith({}, true, [
      ...REQUIRED_SINGLETONS,
      'shared-api/public',
      'shared-ui/public',
      'shared-ui/antd/core',
    ]);
    expect(sharedGate(publicEntryOnly, shell).reasons).toEqual([
      expect.stringMatching(/shared-ui is not shared, yet the remote renders antd/),
    ]);
  });

  it('refuses a remote that carries its own copy of what only the shell provides', () => {
    const withCopy = remoteWith({}).map((s) =>
      s.name === 'shared-ui/antd/core' ? { ...s, bundled: true } : s,
    );
    expect(sharedGate(withCopy, shell).reasons).toEqual([
      expect.stringMatching(/shared-ui\/antd\/core is bundled by the remote/),
    ]);
    expect(
      sharedGate(
        remoteWith({}).map((s) => ({ ...s, bundled: false })),
        shell,
      ).ok,
    ).toBe(true);
  });

  it('refuses a remote importing a router name the deployed shell does not provide', () => {
    const shellNames = ['Link', 'Routes', 'Route', 'useNavigate'];
    const ok = sharedGate(remoteWith({}), shell, { remote: ['Link', 'Routes'], shell: shellNames });
    expect(ok.reasons).toEqual([]);
    const result = sharedGate(remoteWith({}), shell, {
      remote: ['Link', 'useBlocker', 'useMatches'],
      shell: shellNames,
    });
    expect(result.reasons).toEqual([
      "the shell does not provide react-router-dom's useBlocker, useMatches: release a shell that provides them first",
    ]);
    // A shell from before the names were written provides the whole library.
    expect(sharedGate(remoteWith({}), shell, { remote: ['useMatches'], shell: null }).ok).toBe(
      true,
    );
  });

  it("refuses a remote that carries its own copy of either of shared-api's entries", () => {
    // The cabinet and the back office use the root too; the auth remote only the public entry.
    const root = {
      name: 'shared-api',
      version: '1.0.0',
      requiredVersion: '^1.0.0',
      singleton: true,
    };
    expect(sharedGate([...remoteWith({}), root], shell).ok).toBe(true);
    expect(sharedGate([...remoteWith({}), { ...root, bundled: true }], shell).reasons).toEqual([
      expect.stringMatching(/^shared-api is bundled by the remote/),
    ]);
    const publicCopy = remoteWith({}).map((s) =>
      s.name === 'shared-api/public' ? { ...s, bundled: true } : s,
    );
    expect(sharedGate(publicCopy, shell).reasons).toEqual([
      expect.stringMatching(/^shared-api\/public is bundled by the remote/),
    ]);
    // A remote sharing neither entry would bundle the session store into itself.
    expect(
      sharedGate(
        remoteWith({}).filter((s) => s.name !== 'shared-api/public'),
        shell,
      ).reasons,
    ).toEqual([expect.stringMatching(/none of shared-api\/public, shared-api is shared/)]);
    // The root alone is enough (the back office imports only the root, which re-exports the rest).
    expect(
      sharedGate([...remoteWith({}).filter((s) => s.name !== 'shared-api/public'), root], shell).ok,
    ).toBe(true);
  });

  it('refuses a singleton the shell does not provide, and a non-singleton share', () => {
    expect(
      sharedGate(
        [
          ...remoteWith({}),
          { name: 'dayjs', version: '1.11.0', requiredVersion: '^1.11.0', singleton: true },
        ],
        shell,
      ).reasons,
    ).toEqual([expect.stringMatching(/shell does not provide dayjs/)]);
    // Each of the required ones, shared-api's public entry, shared-ui's root and antd's core.
    expect(sharedGate(remoteWith({}, false), shell).reasons).toHaveLength(
      REQUIRED_SINGLETONS.length + 3,
    );
  });
});

function versionFolder(manifest: unknown, files: string[] = ['remoteEntry.js', '1.abcdef1234.js']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'version-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  );
  for (const f of files) writeFileSync(path.join(dir, f), '');
  return dir;
}

const good = {
  name: 'cabinet',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ path: './Routes', assets: { js: { sync: ['1.abcdef1234.js'], async: [] } } }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

describe('manifest gate', () => {
  it('passes a complete manifest whose files are all there', () => {
    expect(manifestGate('cabinet', versionFolder(good))).toEqual({
      gate: 'manifest',
      ok: true,
      reasons: [],
    });
  });

  it.each([
    ['not JSON', '{ nope', /not valid JSON/],
    ['another remote', { ...good, name: 'admin' }, /for "admin", not for "cabinet"/],
    ['no ./Routes', { ...good, exposes: [{ path: './Other' }] }, /does not expose \.\/Routes/],
    [
      'a fixed publicPath',
      { ...good, metaData: { ...good.metaData, publicPath: '/x/' } },
      /publicPath/,
    ],
    ['no remote entry', { ...good, metaData: { publicPath: 'auto' } }, /no remote entry/],
    [
      'a shared entry without versions',
      { ...good, shared: [{ name: 'react' }] },
      /lacks name, version/,
    ],
    ['no shared list', { ...good, shared: undefined }, /no "shared"/],
  ])('refuses %s', (_case, manifest, reason) => {
    const result = manifestGate('cabinet', versionFolder(manifest));
    expect(result.ok).toBe(false);
    expect(result.reasons.join('\n')).toMatch(reason);
  });

  it("passes chunks in the remote's shared chunk folder and refuses files anywhere else", () => {
    const remoteDir = mkdtempSync(path.join(tmpdir(), 'remote-'));
    const folder = path.join(remoteDir, '1.0.0');
    const split = {
      ...good,
      exposes: [{ path: './Routes', assets: { js: { sync: ['../chunks/1.abcdef1234.js'] } } }],
    };
    mkdirSync(folder);
    mkdirSync(path.join(remoteDir, 'chunks'));
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(split));
    writeFileSync(path.join(folder, 'remoteEntry.js'), '');
    writeFileSync(path.join(remoteDir, 'chunks/1.abcdef1234.js'), '');
    expect(manifestGate('cabinet', folder).reasons).toEqual([]);

    // Another version's folder or another remote's files: present, but not this release's.
    mkdirSync(path.join(remoteDir, '0.9.0'));
    writeFileSync(path.join(remoteDir, '0.9.0/old.js'), '');
    const astray = {
      ...good,
      exposes: [{ path: './Routes', assets: { js: { sync: ['../0.9.0/old.js'] } } }],
    };
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(astray));
    expect(manifestGate('cabinet', folder).reasons).toEqual([
      expect.stringMatching(/outside its version and chunk folders: \.\.\/0\.9\.0\/old\.js/),
    ]);
  });

  it('refuses a version whose chunks are missing, naming them', () => {
    const result = manifestGate('cabinet', versionFolder(good, ['remoteEntry.js']));
    expect(result.reasons).toEqual([expect.stringMatching(/missing .*1\.abcdef1234\.js/)]);
  });
});

describe("copies of singletons in a remote's own code", () => {
  const build = (routes: string, fallback: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'version-'));
    const manifest = {
      ...good,
      exposes: [{ path: './Routes', assets: { js: { sync: ['routes.js'], async: [] } } }],
      shared: [
        {
          name: '@tanstack/react-query',
          version: '5.90.0',
          requiredVersion: '^5.90.0',
          singleton: true,
          assets: { js: { sync: ['fallback.js'], async: [] } },
        },
      ],
    };
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    writeFileSync(path.join(dir, 'routes.js'), routes);
    writeFileSync(path.join(dir, 'fallback.js'), fallback);
    return { dir, manifest: readManifest(path.join(dir, 'mf-manifest.json')).manifest! };
  };
  const QUERY = 'throw new Error("No QueryClient set, use QueryClientProvider to set one")';

  it("refuses a singleton bundled into the remote's own chunks, which its manifest cannot show", () => {
    const { dir, manifest } = build(`${QUERY};g.__SHARED_API_EVALUATIONS__=1`, '');
    expect(bundledCopies(dir, manifest)).toEqual([
      expect.stringMatching(/^shared-api is bundled into the remote's own code \(routes\.js\)/),
      expect.stringMatching(/^@tanstack\/react-query is bundled into the remote's own code/),
    ]);
  });

  it("accepts the fallback of a shared module it declares: the shell's copy runs instead", () => {
    const { dir, manifest } = build('export default 1', QUERY);
    expect(bundledCopies(dir, manifest)).toEqual([]);
  });
});
