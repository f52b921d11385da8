import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from 'shared-api/contract';
import { buildWebServer } from '../web/web-server';

let api: FastifyInstance;
let web: Awaited<ReturnType<typeof buildWebServer>>;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const shellDir = path.join(root, 'shell');
  const cdnDir = path.join(root, 'cdn');
  mkdirSync(shellDir);
  mkdirSync(path.join(cdnDir, 'cabinet/1.0.0'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'env.js'), 'window.__ENV__={}');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1)'.repeat(200));
  writeFileSync(path.join(shellDir, 'no-copy.0123456789.js'), 'console.log(2)'.repeat(200));
  mkdirSync(path.join(cdnDir, 'registry'));
  writeFileSync(path.join(cdnDir, 'registry/local.json'), '{"remotes":{}}');
  mkdirSync(path.join(cdnDir, '.release'));
  writeFileSync(path.join(cdnDir, '.release/local.history.jsonl'), '{}');
  writeFileSync(path.join(cdnDir, 'cabinet/1.0.0/mf-manifest.json'), '{}');
  writeFileSync(path.join(cdnDir, 'cabinet/1.0.0/remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(cdnDir, 'cabinet/1.0.0/12.abcdef1234.js'), '/* chunk */');
  // The build's compressed copies (build/precompress-plugin.mjs), beside a shell and a CDN chunk.
  for (const file of [
    path.join(shellDir, 'main.0123456789.js'),
    path.join(cdnDir, 'cabinet/1.0.0/12.abcdef1234.js'),
  ]) {
    const text = `/* the build's copy of ${path.basename(file)} */`;
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }

  api = Fastify();
  api.get('/api/status', async (req, reply) => {
    reply.header('x-request-id', req.headers['x-request-id'] ?? 'api-generated');
    return {
      ok: true,
      auth: req.headers.authorization ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
    };
  });
  // Counts what reaches the API of an upload, whatever its size.
  api.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  api.post('/api/support/attachments', async (req) => ({ bytes: (req.body as Buffer).length }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  web = await buildWebServer({
    shellDir,
    cdnDir,
    apiUrl: `http://127.0.0.1:${port}`,
    registryFile: path.join(cdnDir, 'registry/local.json'),
  });
});

afterAll(async () => {
  await web.close();
  await api.close();
});

describe('web front', () => {
  it.each(['/', '/client/binary-basket', '/admin/manage/users/edit/3', '/login?x=1'])(
    'serves the shell for the route %s, never cached',
    async (url) => {
      const res = await web.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    },
  );

  it('a missing file is a 404, not the shell', async () => {
    expect((await web.inject({ url: '/nope.abcdef1234.js' })).statusCode).toBe(404);
  });

  it('hashed shell chunks are immutable, env.js and the registry revalidate', async () => {
    expect((await web.inject({ url: '/main.0123456789.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await web.inject({ url: '/env.js' })).headers['cache-control']).toBe('no-cache');
    const registry = await web.inject({ url: '/registry.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes from the CDN with CORS, entries revalidated and chunks immutable', async () => {
    const entry = await web.inject({ url: '/cdn/cabinet/1.0.0/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await web.inject({ url: '/cdn/cabinet/1.0.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await web.inject({ url: '/cdn/cabinet/1.0.0/12.abcdef1234.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('never serves the release lock and history kept in the CDN folder', async () => {
    const res = await web.inject({ url: '/cdn/.release/local.history.jsonl' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('{}');
  });

  it('passes the largest support attachment the contract allows on to the API', async () => {
    const boundary = 'x-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await web.inject({
      method: 'POST',
      url: '/api/support/attachments',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: body.length });
  });

  it('proxies /api with its headers', async () => {
    const res = await web.inject({ url: '/api/status', headers: { authorization: 'Bearer t' } });
    expect(res.json()).toEqual({ ok: true, auth: 'Bearer t', forwardedFor: '127.0.0.1' });
  });

  it("passes the client's X-Request-Id on (the API checks it) and the API's back", async () => {
    const res = await web.inject({ url: '/api/status', headers: { 'x-request-id': 'trace-1234' } });
    expect(res.headers['x-request-id']).toBe('trace-1234');
    const fresh = await web.inject({ url: '/api/status' });
    expect(fresh.headers['x-request-id']).toBe('api-generated');
  });

  it('sets X-Forwarded-For to the peer address: a forged one never reaches the API', async () => {
    for (const forged of ['203.0.113.7', '203.0.113.7, 198.51.100.1', '127.0.0.1, 10.0.0.1']) {
      const res = await web.inject({
        url: '/api/status',
        headers: { 'x-forwarded-for': forged, forwarded: 'for=203.0.113.7' },
      });
      expect(res.json()).toMatchObject({ forwardedFor: '127.0.0.1' });
    }
  });

  it.each([
    ['/main.0123456789.js', 'br', 'br'],
    ['/main.0123456789.js', 'gzip', 'gzip'],
    ['/main.0123456789.js', 'gzip, deflate, br', 'br'],
    ['/cdn/cabinet/1.0.0/12.abcdef1234.js', 'br', 'br'],
    ['/cdn/cabinet/1.0.0/12.abcdef1234.js', 'gzip', 'gzip'],
  ])('serves the build-time copy of %s for Accept-Encoding %s', async (url, accept, encoding) => {
    const res = await web.inject({ url, headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body =
      encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
    expect(body.toString()).toBe(`/* the build's copy of ${path.basename(url)} */`);
  });

  it('serves the file itself to a client that takes no compression', async () => {
    const res = await web.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)'.repeat(200));
  });

  it('compresses a file without a build-time copy on the fly', async () => {
    const res = await web.inject({
      url: '/no-copy.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(2)'.repeat(200));
  });
});
