import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxBinary, startNginx, type RunningNginx } from '../../../deploy/src/nginx/run-nginx';
import { buildCopy, remoteDist } from './remote-copy';

const root = path.resolve(import.meta.dirname, '../../..');
const shellDir = path.join(root, 'shell/dist');

/** What the delivery spec needs: nginx, and the build (`pnpm build`) it publishes from. */
export function deliveryPrerequisites(): string | null {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install -y nginx)';
  const manifests = [
    path.join(shellDir, 'mf-manifest.json'),
    ...['mf-auth', 'mf-client-cabinet', 'mf-admin'].map((pkg) =>
      path.join(remoteDist(pkg), 'version/mf-manifest.json'),
    ),
  ];
  for (const file of manifests)
    if (!existsSync(file)) return `${path.dirname(file)} is not built: pnpm build`;
  return null;
}

/** A CDN folder of its own and the release CLI run against it, as a team's CI job runs it. */
export class ReleaseBench {
  readonly cdn = path.join(mkdtempSync(path.join(tmpdir(), 'delivery-')), 'cdn');

  release(...args: string[]): string {
    return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', ...args], {
      cwd: path.join(root, 'deploy'),
      env: { ...process.env, CDN_DIR: this.cdn, SHELL_DIST: shellDir, USER: 'e2e' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  serve(port: number, apiPort: number): Promise<RunningNginx> {
    return startNginx({
      runDir: mkdtempSync(path.join(tmpdir(), 'delivery-nginx-')),
      port,
      listen: `127.0.0.1:${port}`,
      shellDir,
      cdnDir: this.cdn,
      registryFile: path.join(this.cdn, 'registry/local.json'),
      apiUpstream: `http://127.0.0.1:${apiPort}`,
    });
  }

  /**
   * "1.1.0 with a visible change": the remote built again from a copy of its sources with one
   * English string changed (the checkout's sources, which its team owns, stay as they are).
   */
  variant(pkg: string, from: string, to: string): string {
    const { dist } = buildCopy(pkg, (copy) => {
      const english = path.join(copy, 'src/i18n/locales/en.ts');
      const source = readFileSync(english, 'utf8');
      if (!source.includes(from)) throw new Error(`"${from}" is not in ${english}`);
      writeFileSync(english, source.replaceAll(from, to));
    });
    this.copies.push(dist);
    return dist;
  }

  /** Removes the copies `variant` built (the CDN keeps what was published from them). */
  removeCopies() {
    for (const dist of this.copies.splice(0))
      rmSync(path.dirname(dist), { recursive: true, force: true });
  }

  private readonly copies: string[] = [];

  /**
   * Deletes the chunks a published version loads, keeping its manifest and remote entry (a broken
   * upload). Chunks live in the remote's folder that its versions share, so every version built
   * alike loses them too.
   */
  dropChunks(remote: string, version: string) {
    const manifest = JSON.parse(
      readFileSync(path.join(this.cdn, remote, version, 'mf-manifest.json'), 'utf8'),
    ) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
    const dir = path.join(this.cdn, remote, 'chunks');
    const listed = new Set(
      manifest.exposes
        .flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])
        .map((f) => path.basename(f)),
    );
    // With their compressed copies (.br, .gz), which the web fronts would serve in their place.
    for (const f of readdirSync(dir))
      if (listed.has(f.replace(/\.(?:br|gz)$/, ''))) rmSync(path.join(dir, f));
  }
}
