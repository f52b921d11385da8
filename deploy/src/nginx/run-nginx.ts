import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeNginxConfig, type NginxSite } from './nginx-config';

/** Debian's nginx, or NGINX_BIN. */
export const nginxBinary = () =>
  process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground with the platform's config (rendered into `site.runDir`) and
 * waits until it answers. `nginx -t` first, so a config error is reported as such.
 */
export async function startNginx(site: NginxSite & { port: number }): Promise<RunningNginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const conf = writeNginxConfig(site);
  const check = spawnSync(bin, ['-t', '-c', conf, '-p', site.runDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(bin, ['-c', conf, '-p', site.runDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${site.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT'); // graceful: workers finish their requests
    });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
    try {
      await fetch(`${url}/registry.json`);
      return { url, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${stderr}`);
}
