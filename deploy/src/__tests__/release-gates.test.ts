import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REQUIRED_SINGLETONS } from '../gates/shared-gate';
import { envPaths } from '../paths';
import { readHistory } from '../registry/registry-store';
import { promoteCommand, rollbackCommand } from '../release/commands';

const DEPLOY_DIR = path.resolve(__dirname, '../..');
const VERSIONS: Record<
  | (typeof REQUIRED_SINGLETONS)[number]
  | 'i18next'
  | 'react-i18next'
  | 'shared-api/public'
  | 'shared-ui'
  | 'shared-ui/antd/core',
  string
> = {
  react: '19.3.1',
  'react-router-dom': '7.18.5',
  i18next: '25.6.0',
  'react-i18next': '16.2.0',
  'shared-api/public': '1.0.0',
  'shared-ui': '1.0.0',
  'shared-ui/antd/core': '6.6.8',
};
/** What a signed-in remote's build shares: the required singletons, i18n, shared-ui's root, antd's core. */
const SHARED = [
  ...REQUIRED_SINGLETONS,
  'shared-api/public',
  'i18next',
  'react-i18next',
  'shared-ui',
  'shared-ui/antd/core',
];

/** A federation manifest sharing `shared` as singletons, with the files it names beside it. */
function writeBuild(folder: string, name: string, shared: string[]) {
  mkdirSync(folder, { recursive: true });
  for (const file of ['remoteEntry.js', 'routes.js']) writeFileSync(path.join(folder, file), '');
  const manifest = {
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'auto' },
    exposes: [{ path: './Routes', assets: { js: { sync: ['routes.js'], async: [] } } }],
    shared: shared.map((dep) => ({
      name: dep,
      version: VERSIONS[dep as keyof typeof VERSIONS],
      requiredVersion: `^${VERSIONS[dep as keyof typeof VERSIONS]}`,
      singleton: true,
    })),
  };
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** The release CLI as `pnpm release` runs it (tsx src/cli/release.ts), on a throw-away CDN. */
function release(cdn: string, shellDir: string, ...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/release.ts', ...args, '--env', 'gate-test', '--no-smoke'],
    {
      cwd: DEPLOY_DIR,
      encoding: 'utf8',
      env: { ...process.env, CDN_DIR: cdn, SHELL_DIST: shellDir },
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('release refuses a remote that fails a gate (gates not mocked)', () => {
  it('a cabinet build bundling its own React is refused by the shared gate; the registry stays', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'release-gates-'));
    const cdn = path.join(root, 'cdn');
    const shellDir = path.join(root, 'shell');
    writeBuild(shellDir, 'shell', SHARED);
    writeBuild(path.join(cdn, 'cabinet', '1.0.0'), 'cabinet', SHARED);
    const withoutReact = SHARED.filter((dep) => dep !== 'react');
    writeBuild(path.join(cdn, 'cabinet', '1.1.0'), 'cabinet', withoutReact);
    const paths = envPaths('gate-test', cdn);

    // The compliant build passes the same real gates in process (the CLI's startup is slow).
    const log: string[] = [];
    const ctx = { paths, by: 'alice', shellDir, smoke: false, log: (l: string) => log.push(l) };
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    expect(log.join('\n')).toMatch(/ok {3}gate shared/);
    const registry = readFileSync(paths.registry, 'utf8');

    const refused = release(cdn, shellDir, 'promote', 'cabinet', '1.1.0');
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/FAIL gate shared\s+react is not shared/);
    expect(refused.err).toMatch(/cabinet 1\.1\.0 failed the shared gate: registry unchanged/);
    expect(readFileSync(paths.registry, 'utf8')).toBe(registry);
    expect(readHistory(paths.history).map((line) => line.to.version)).toEqual(['1.0.0']);
    expect(existsSync(paths.lock)).toBe(false);
  });

  /** Promotes a cabinet whose build and the shell's wrote these router-name files; its log. */
  async function promoteWithRouterNames(version: string, shellNames: string, remoteNames: string) {
    const { cdn, shellDir, ctx, log } = cabinetVersions(version);
    writeFileSync(path.join(shellDir, 'react-router-names.json'), shellNames);
    writeFileSync(path.join(cdn, 'cabinet', version, 'react-router-names.json'), remoteNames);
    await expect(promoteCommand(ctx, 'cabinet', version)).rejects.toThrow(/failed the shared gate/);
    return log.join('\n');
  }

  it('a cabinet importing a router name the deployed shell does not provide is refused', async () => {
    const log = await promoteWithRouterNames('1.2.0', '["Link","Routes"]', '["Link","useMatches"]');
    expect(log).toMatch(
      /FAIL gate shared\s+the shell does not provide react-router-dom's useMatches/,
    );
  });

  it('a router names file that is not a list of names refuses the promotion, no crash', async () => {
    const log = await promoteWithRouterNames('1.3.0', '["Link","Routes"]', '{"Link": true');
    expect(log).toMatch(/the remote's react-router-names\.json is not a list of names/);
  });

  /** A shell and these cabinet builds, all sharing SHARED, and a release context on them. */
  function cabinetVersions(...versions: string[]) {
    const root = mkdtempSync(path.join(tmpdir(), 'release-gates-'));
    const cdn = path.join(root, 'cdn');
    const shellDir = path.join(root, 'shell');
    writeBuild(shellDir, 'shell', SHARED);
    for (const v of versions) writeBuild(path.join(cdn, 'cabinet', v), 'cabinet', SHARED);
    const log: string[] = [];
    const ctx = {
      paths: envPaths('gate-test', cdn),
      by: 'alice',
      shellDir,
      smoke: false,
      log: (l: string) => log.push(l),
    };
    return { cdn, shellDir, ctx, log };
  }

  it('a rollback to a version the shell released since cannot share with is refused; --force goes back', async () => {
    const { cdn, shellDir, ctx, log } = cabinetVersions('1.0.0', '2.0.0');
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    // The shell moves to React 20 and cabinet 2.0.0 with it; 1.0.0 asks for ^19.
    const bump = (file: string) => {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        shared: { name: string; version: string; requiredVersion: string }[];
      };
      for (const dep of manifest.shared)
        if (dep.name === 'react')
          Object.assign(dep, { version: '20.0.0', requiredVersion: '^20.0.0' });
      writeFileSync(file, JSON.stringify(manifest));
    };
    bump(path.join(shellDir, 'mf-manifest.json'));
    bump(path.join(cdn, 'cabinet', '2.0.0', 'mf-manifest.json'));
    await promoteCommand(ctx, 'cabinet', '2.0.0');
    const registry = readFileSync(ctx.paths.registry, 'utf8');

    log.length = 0;
    await expect(rollbackCommand(ctx, 'cabinet')).rejects.toThrow(
      /cabinet 1\.0\.0 failed the shared gate: registry unchanged \(--force rolls back without them\)/,
    );
    expect(log.join('\n')).toMatch(/FAIL gate shared\s+react/);
    expect(log.join('\n')).toMatch(/SKIP gate smoke \(rollback\)/);
    expect(readFileSync(ctx.paths.registry, 'utf8')).toBe(registry);

    // Through the CLI, as ops type it: refused, then forced.
    const refused = release(cdn, shellDir, 'rollback', 'cabinet');
    expect(refused.status).toBe(1);
    expect(readFileSync(ctx.paths.registry, 'utf8')).toBe(registry);
    const forced = release(cdn, shellDir, 'rollback', 'cabinet', '--force');
    expect(forced.status).toBe(0);
    expect(forced.out).toMatch(/SKIP gates \(--force\): cabinet 1\.0\.0 was not checked/);
    expect(readHistory(ctx.paths.history).map((l) => [l.action, l.to.version])).toEqual([
      ['promote', '1.0.0'],
      ['promote', '2.0.0'],
      ['rollback', '1.0.0'],
    ]);
  });

  it('a rollback to a version the shell still shares with passes the file gates', async () => {
    const { ctx, log } = cabinetVersions('1.0.0', '1.1.0');
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await promoteCommand(ctx, 'cabinet', '1.1.0');
    log.length = 0;
    await rollbackCommand(ctx, 'cabinet');
    expect(log.join('\n')).toMatch(/gates for cabinet 1\.0\.0[\s\S]*ok {3}gate shared/);
    expect(JSON.parse(readFileSync(ctx.paths.registry, 'utf8'))).toMatchObject({
      remotes: { cabinet: { current: { version: '1.0.0' } } },
    });
  });
});
