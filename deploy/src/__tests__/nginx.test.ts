// Debian's nginx with deploy/nginx/*.template against a built platform: every header the issue
// lists. Uses the real build (shell/dist, .cdn) when there is one, else a small platform of the same
// shape, so the test runs before `pnpm build` too. Skips only when nginx is not installed.
import Fastify, { type FastifyInstance } from 'fastify';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from 'shared-api/contract';
import { cdnDir, envPaths, LOCAL_ENV, shellDist } from '../paths';
import { brotliModule, realIpDirectives } from '../nginx/nginx-config';
import { nginxBinary, startNginx, type RunningNginx } from '../nginx/run-nginx';
import { ICON } from '../web/cache-policy';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../web/security-headers';
import { startFileOf } from '../web/start-script';

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
  // Builds since the compressed copies (build/precompress-plugin.mjs): a chunk has its .br and .gz.
  const hasCopies = (file: string) => existsSync(`${file}.br`) && existsSync(`${file}.gz`);
  const shellChunk = readdirSync(shellDir).find(
    (f) => /^main\.[0-9a-f]{10}\.js$/.test(f) && hasCopies(path.join(shellDir, f)),
  );
  const remote = readdirSync(path.join(cdnDir(), 'cabinet')).find((v) =>
    existsSync(path.join(cdnDir(), 'cabinet', v, 'remoteEntry.js.br')),
  );
  if (!shellChunk || !remote) return null;
  const remoteDir = `/cdn/cabinet/${remote}`;
  const remoteChunk = readdirSync(path.join(cdnDir(), 'cabinet', remote)).find(
    (f) => /\.[0-9a-f]{10}\.js$/.test(f) && hasCopies(path.join(cdnDir(), 'cabinet', remote, f)),
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
  writeFileSync(path.join(version, '12.abcdef1234.js'), '/* chunk */\n'.repeat(200));
  // The build's compressed copies, as build/precompress-plugin.mjs writes them.
  for (const file of [
    path.join(shellDir, 'main.0123456789.js'),
    path.join(version, '12.abcdef1234.js'),
  ]) {
    const text = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
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

/** The API behind nginx: tells what it was sent; can answer its own errors or drop the line. */
function echoApi(): FastifyInstance {
  const api = Fastify();
  api.get('/api/status', async (req, reply) =>
    reply
      .header('Cache-Control', 'private, max-age=5')
      .header('X-Request-Id', req.headers['x-request-id'] ?? 'none')
      .send({
        ok: true,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        realIp: req.headers['x-real-ip'] ?? null,
      }),
  );
  api.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  api.post('/api/upload', async (req) => ({ bytes: (req.body as Buffer).length }));
  // What an API started with TEST_MODE answers: a mail with its set-password link.
  api.get('/api/test/outbox/latest', async () => ({ link: 'https://x/set-password?token=t' }));
  api.get('/api/conflict', async (_req, reply) =>
    reply.code(503).send({ error: { code: 'MAINTENANCE', message: 'from the API' } }),
  );
  api.get('/api/crash', async (req) => {
    req.raw.socket.destroy();
    return new Promise(() => {});
  });
  return api;
}

/** What a front's answer must carry, whatever it is. */
function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect([name, headers.get(name)]).toEqual([name, value]);
  expect(headers.get('server') ?? '').not.toMatch(/\d/);
  expect(headers.get('x-powered-by')).toBeNull();
}

async function expectErrorBody(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: { code, message: expect.any(String) } });
  expect(text).not.toMatch(/nginx|ECONN|EPIPE|127\.0\.0\.1|<html/i);
  expectSecurityHeaders(res.headers);
}

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
    api = echoApi();
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

  it('serves the start script written beside the registry, or an empty one, revalidated', async () => {
    const res = await get('/start.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const file = startFileOf(platform.registryFile);
    expect(await res.text()).toBe(
      existsSync(file) ? readFileSync(file, 'utf8') : 'window.__START__ = null;\n',
    );
  });

  it('keeps the icon a day (its late request is answered by the cache its preload filled)', async () => {
    if (!existsSync(path.join(platform.shellDir, 'favicon.ico'))) return;
    expect((await get('/favicon.ico')).headers.get('cache-control')).toBe(ICON);
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

  // The build's copy is the one sent: its exact length (nginx's own gzip streams without one,
  // and nginx has no brotli of its own), with Content-Encoding and Vary.
  const encodings = brotliModule() ? (['br', 'gzip'] as const) : (['gzip'] as const);
  if (!brotliModule())
    console.warn(
      'brotli_static is not installed: only gzip_static is checked (libnginx-mod-http-brotli-static)',
    );
  it.each(encodings)('sends the build-time %s copy of every chunk', async (encoding) => {
    const files = [
      [
        `${platform.remoteDir}/${platform.remoteChunk}`,
        path.join(platform.cdn, platform.remoteDir.replace(/^\/cdn\//, ''), platform.remoteChunk),
      ],
      [`/${platform.shellChunk}`, path.join(platform.shellDir, platform.shellChunk)],
    ];
    for (const [url, file] of files) {
      const res = await get(url!, { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const copy = `${file!}.${encoding === 'br' ? 'br' : 'gz'}`;
      expect(Number(res.headers.get('content-length'))).toBe(statSync(copy).size);
      expect(await res.text()).toBe(readFileSync(file!, 'utf8'));
    }
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const res = await get(`/${platform.shellChunk}`, { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(
      readFileSync(path.join(platform.shellDir, platform.shellChunk), 'utf8'),
    );
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

  it("names each request (X-Request-Id) and passes the API's answer header back", async () => {
    const res = await get('/api/status', { 'x-request-id': 'forged id' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the API only the real client address, whatever X-Forwarded-For the client forged', async () => {
    for (const forged of ['203.0.113.7', '203.0.113.7, 198.51.100.1', '127.0.0.1, 10.0.0.1']) {
      const res = await get('/api/status', { 'x-forwarded-for': forged, 'x-real-ip': forged });
      expect(await res.json()).toMatchObject({ forwardedFor: '127.0.0.1', realIp: null });
    }
  });

  it("has the web front's CSP: both fronts send one policy", async () => {
    expect((await get('/')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    '/',
    '/admin',
    '/env.js',
    '/registry.json',
    '/api/status',
    '/nope.abcdef1234.js',
    '/cdn/.release/local.history.jsonl',
  ])('sends the security headers on %s', async (url) => {
    expectSecurityHeaders((await get(url)).headers);
  });

  it("passes the API's own errors on unchanged, with the headers", async () => {
    const res = await get('/api/conflict');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'MAINTENANCE', message: 'from the API' } });
    expectSecurityHeaders(res.headers);
  });

  it('answers 502 SERVICE_UNAVAILABLE when the API drops the connection', async () => {
    await expectErrorBody(await get('/api/crash'), 502, 'SERVICE_UNAVAILABLE');
  });

  it('keeps the API’s test routes out of reach, whatever the API was started with', async () => {
    for (const path of ['/api/test/outbox/latest?to=a@b.c', '/api/test/clock', '/api/test/']) {
      await expectErrorBody(await get(path), 404, 'NOT_FOUND');
    }
    expect((await get('/api/status')).status).toBe(200);
  });

  it('refuses a body over the limit with 413 in the contract shape', async () => {
    const res = await fetch(`${nginx.url}/api/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(7 * 1024 * 1024),
    });
    await expectErrorBody(res, 413, 'VALIDATION_FAILED');
  });

  it('passes the largest support attachment the contract allows on to the API', async () => {
    const body = Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES + 16 * 1024, 1);
    const res = await fetch(`${nginx.url}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: body.length });
  });

  it('answers a malformed request with 400 in the contract shape', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(nginx.url).port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write('POST /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
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

  // Last: it stops the API.
  it('answers 502 SERVICE_UNAVAILABLE, with no detail, while the API is down', async () => {
    await api.close();
    await expectErrorBody(await get('/api/status'), 502, 'SERVICE_UNAVAILABLE');
    expect((await get('/')).status).toBe(200);
  });
});

describeNginx('nginx behind trusted proxies (TRUSTED_PROXIES)', () => {
  let api: FastifyInstance;
  let nginx: RunningNginx;

  beforeAll(async () => {
    const platform = fixturePlatform();
    api = echoApi();
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
      trustedProxies: ['127.0.0.1/32'],
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  it('takes the client address from a trusted proxy, and sends the API only that', async () => {
    const res = await fetch(`${nginx.url}/api/status`, {
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
    });
    expect(await res.json()).toMatchObject({ forwardedFor: '203.0.113.7' });
  });

  it('refuses a trusted proxy that is not an address', () => {
    expect(() => realIpDirectives(['10.0.0.0/8; return 200'])).toThrow(/not an address/);
    expect(realIpDirectives([])).toBe('');
  });
});
