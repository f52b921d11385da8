import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxBinary, startNginx, type RunningNginx } from '../../../deploy/src/nginx/run-nginx';

const root = path.resolve(import.meta.dirname, '../../..');
export const remoteDist = (pkg: string) => path.join(root, pkg, 'dist');
const shellDir = path.join(root, 'shell/dist');

/** What the delivery spec needs: nginx, and the build (`pnpm build`) it publishes from. */
export function deliveryPrerequisites(): string | null {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install -y nginx)';
  for (const dir of [shellDir, ...['mf-auth', 'mf-client-cabinet', 'mf-admin'].map(remoteDist)])
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) return `${dir} is not built: pnpm build`;
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
   * A copy of a build with one English string changed: "1.1.0 with a visible change" without
   * rebuilding (and without touching the remote's sources, which its team owns).
   */
  variant(pkg: string, from: string, to: string): string {
    const dir = path.join(path.dirname(this.cdn), `${pkg}-variant`);
    cpSync(remoteDist(pkg), dir, { recursive: true });
    const files = readdirSync(dir).filter(
      (f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes(from),
    );
    if (!files.length) throw new Error(`"${from}" is in no chunk of ${pkg}`);
    for (const f of files) {
      const file = path.join(dir, f);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
      // The build's compressed copies still hold the old text, and the web fronts prefer them.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
    }
    return dir;
  }

  /** Deletes a published version's chunks, keeping its manifest and remote entry (a broken upload). */
  dropChunks(remote: string, version: string) {
    const dir = path.join(this.cdn, remote, version);
    // With their compressed copies (.br, .gz), which the web fronts would serve in their place.
    for (const f of readdirSync(dir))
      if (/\.[0-9a-f]{10}\.js(?:\.br|\.gz)?$/.test(f)) rmSync(path.join(dir, f));
  }
}
