// Debian's nginx with deploy/nginx/*.template against a built platform: every header the issue
// lists. Uses the real build (shell/dist, .cdn) when there is one, else a small platform of the same
// shape, so the test runs before `pnpm build` too. Skips only when nginx is not installed.
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cdnDir, envPaths, LOCAL_ENV, shellDist } from '../paths';
import { nginxBinary, startNginx, type RunningNginx } from '../nginx/run-nginx';

const CAPTCHA_ORIGINS = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
];

interface Platform {
  shellDir: string;
  cdn: string;
  registryFile: string;
  shellChunk: string;
  remoteDir: string;
  remoteChunk: string;
}

function builtPlatform(): Platform | null {
  const registryFile = envPaths(LOCAL_ENV).registry;
  const shellDir = shellDist();
  if (!existsSync(path.join(shellDir, 'index.html')) || !existsSync(registryFile)) return null;
  const shellChunk = readdirSync(shellDir).find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f));
  const remote = readdirSync(path.join(cdnDir(), 'cabinet'))[0];
  if (!shellChunk || !remote) return null;
  const remoteDir = `/cdn/cabinet/${remote}`;
  const remoteChunk = readdirSync(path.join(cdnDir(), 'cabinet', remote)).find((f) =>
    /\.[0-9a-f]{10}\.js$/.test(f),
  );
  return remoteChunk
    ? { shellDir, cdn: cdnDir(), registryFile, shellChunk, remoteDir, remoteChunk }
    : null;
}

function fixturePlatform(): Platform {
  const root = mkdtempSync(path.join(tmpdir(), 'nginx-platform-'));
  const shellDir = path.join(root, 'shell');
  const cdn = path.join(root, 'cdn');
  const version = path.join(cdn, 'cabinet/1.0.0');
  for (const dir of [shellDir, version, path.join(cdn, 'registry'), path.join(cdn, '.release')])
    mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'env.js'), 'window.__ENV__ = {};');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1);\n'.repeat(500));
  writeFileSync(path.join(version, 'mf-manifest.json'), '{"name":"cabinet"}');
  writeFileSync(path.join(version, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(version, '12.abcdef1234.js'), '/* chunk */');
  writeFileSync(path.join(cdn, '.release/local.history.jsonl'), '{"by":"someone"}\n');
  const registryFile = path.join(cdn, 'registry/local.json');
  writeFileSync(registryFile, '{"remotes":{}}');
  return {
    shellDir,
    cdn,
    registryFile,
    shellChunk: 'main.0123456789.js',
    remoteDir: '/cdn/cabinet/1.0.0',
    remoteChunk: '12.abcdef1234.js',
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const installed = nginxBinary() !== null;
if (!installed) console.warn('nginx is not installed: skipping (apt-get install -y nginx)');
const describeNginx = installed ? describe : describe.skip;

describeNginx('nginx config', () => {
  let api: FastifyInstance;
  let nginx: RunningNginx;
  let platform: Platform;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}${url}`, { headers });

  beforeAll(async () => {
    platform = builtPlatform() ?? fixturePlatform();
    api = Fastify();
    api.get('/api/status', async (req, reply) =>
      reply.header('Cache-Control', 'private, max-age=5').send({
        ok: true,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
      }),
    );
    await api.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    nginx = await startNginx({
      runDir: mkdtempSync(path.join(tmpdir(), 'nginx-run-')),
      port,
      listen: `127.0.0.1:${port}`,
      shellDir: platform.shellDir,
      cdnDir: platform.cdn,
      registryFile: platform.registryFile,
      apiUpstream: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`,
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  it.each(['/', '/client', '/admin/manage/users/edit/3', '/login?next=1'])(
    'serves index.html for the shell route %s, no-cache',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    },
  );

  it('revalidates env.js and the registry; the registry with CORS', async () => {
    expect((await get('/env.js')).headers.get('cache-control')).toBe('no-cache');
    const registry = await get('/registry.json');
    expect(registry.status).toBe(200);
    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(registry.headers.get('access-control-allow-origin')).toBe('*');
    expect(await registry.json()).toHaveProperty('remotes');
  });

  it('revalidates every mf-manifest.json and remoteEntry.js, with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await get(`${platform.remoteDir}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('keeps hashed chunks a year, immutable (remote and shell)', async () => {
    for (const url of [
      `${platform.remoteDir}/${platform.remoteChunk}`,
      `/${platform.shellChunk}`,
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(
      (await get(`/${platform.shellChunk}`)).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('compresses JavaScript', async () => {
    const res = await get(`/${platform.shellChunk}`, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 404 for a missing file instead of the shell', async () => {
    expect((await get('/nope.abcdef1234.js')).status).toBe(404);
    expect((await get('/cdn/cabinet/0.0.0/remoteEntry.js')).status).toBe(404);
  });

  it('never serves the release lock and history', async () => {
    const res = await get('/cdn/.release/local.history.jsonl');
    expect(res.status).toBe(404);
  });

  it('proxies /api with the client address, keeping the API own cache header', async () => {
    const res = await get('/api/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=5');
    expect(((await res.json()) as { forwardedFor: string }).forwardedFor).toBe('127.0.0.1');
  });

  it('sends a CSP that allows the captcha and nothing else external', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    for (const name of ['script-src', 'frame-src'])
      expect(directives.get(name)).toEqual(
        expect.arrayContaining(['https://www.google.com', 'https://www.recaptcha.net']),
      );
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    const external = [...directives.values()].flat().filter((s) => /^https?:|^\*$/.test(s));
    expect(external.every((s) => CAPTCHA_ORIGINS.includes(s))).toBe(true);
    // The same headers on the shell's other answers (no location drops them).
    expect((await get('/registry.json')).headers.get('content-security-policy')).toBe(csp);
    expect(
      (await get(`${platform.remoteDir}/remoteEntry.js`)).headers.get('x-content-type-options'),
    ).toBe('nosniff');
  });
});
