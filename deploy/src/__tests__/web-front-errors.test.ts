// The `pnpm start` web front's security headers and its own errors: every answer carries the
// headers, and a dead API, an oversized or malformed request get the contract's error shape with
// no inside detail. A real socket where the failure is one (a closed port, a broken request line).
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../web/security-headers';
import { clientErrorHandler } from '../web/front-errors';
import { buildWebServer, REQUEST_TIMEOUT_MS } from '../web/web-server';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'web-errors-'));
  const shellDir = path.join(root, 'shell');
  const cdnDir = path.join(root, 'cdn');
  mkdirSync(shellDir);
  mkdirSync(path.join(cdnDir, 'cabinet/1.0.0'), { recursive: true });
  mkdirSync(path.join(cdnDir, 'registry'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(cdnDir, 'registry/local.json'), '{"remotes":{}}');
  writeFileSync(path.join(cdnDir, 'cabinet/1.0.0/remoteEntry.js'), '/* entry */');
  return { shellDir, cdnDir, registryFile: path.join(cdnDir, 'registry/local.json') };
}

/** An API on `port`: echoes, answers with its own CSP and banner, refuses bodies over 1 kB. */
async function startApi(port: number): Promise<FastifyInstance> {
  const api = Fastify({ bodyLimit: 1024 });
  api.get('/api/status', async () => ({ ok: true }));
  api.get('/api/avatar', async (_req, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-powered-by', 'Express')
      .header('server', 'api/1.2.3')
      .send({ ok: true }),
  );
  api.post('/api/echo', async (req) => ({ size: JSON.stringify(req.body).length }));
  await api.listen({ port, host: '127.0.0.1' });
  return api;
}

let apiPort: number;
let api: FastifyInstance | null;
let web: FastifyInstance;
let url: string;

beforeAll(async () => {
  apiPort = await freePort();
  api = await startApi(apiPort);
  web = await buildWebServer({
    ...fixture(),
    apiUrl: `http://127.0.0.1:${apiPort}`,
    maxBodyBytes: 64 * 1024,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await web.close();
  await api?.close();
});

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect([name, headers.get(name)?.split(', ').at(-1)]).toEqual([name, value]);
  expect(headers.get('server')).toBeNull();
  expect(headers.get('x-powered-by')).toBeNull();
}

async function expectErrorBody(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: { code, message: expect.any(String) } });
  expect(text).not.toMatch(/ECONN|EPIPE|127\.0\.0\.1|stack|at /);
  expectSecurityHeaders(res.headers);
}

/** A raw request, for what fetch refuses to send. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });

describe('web front: security headers', () => {
  it('the policy forbids framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
  });

  it.each([
    '/',
    '/admin',
    '/main.0123456789.js',
    '/cdn/cabinet/1.0.0/remoteEntry.js',
    '/registry.json',
    '/api/status',
    '/api/nope',
    '/nope.abcdef1234.js',
    '/cdn/cabinet/9.9.9/remoteEntry.js',
  ])('are on %s', async (path) => {
    expectSecurityHeaders((await fetch(`${url}${path}`)).headers);
  });

  it("keeps an API answer's own stricter CSP next to the platform's, and drops its banners", async () => {
    const res = await fetch(`${url}/api/avatar`);
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; sandbox, ${CONTENT_SECURITY_POLICY}`,
    );
    expectSecurityHeaders(res.headers);
  });
});

describe('web front: its own errors', () => {
  it('uses only codes of the contract', () => {
    // deploy does not depend on shared-api: its list of codes, read as text.
    const contract = readFileSync(
      path.join(REPO_ROOT, 'shared-api/src/contract/errors.ts'),
      'utf8',
    );
    for (const code of ['VALIDATION_FAILED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE', 'INTERNAL'])
      expect(contract).toContain(`'${code}',`);
  });

  it('a missing file is a 404 in the contract shape', async () => {
    await expectErrorBody(await fetch(`${url}/nope.abcdef1234.js`), 404, 'NOT_FOUND');
  });

  it('a body over the limit is a 413 before the API sees it (declared or streamed)', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(100 * 1024) });
    const declared = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    await expectErrorBody(declared, 413, 'VALIDATION_FAILED');
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++)
          controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)));
        controller.close();
      },
    });
    const streamed = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    });
    await expectErrorBody(streamed, 413, 'VALIDATION_FAILED');
  });

  it("passes on the API's own refusal of a body it finds too large", async () => {
    const res = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(60 * 1024) }),
    });
    expect(res.status).toBe(413);
    expectSecurityHeaders(res.headers);
  });

  it('a malformed URL or request is a 400 in the contract shape', async () => {
    await expectErrorBody(await fetch(`${url}/%E0%A4%A`), 400, 'VALIDATION_FAILED');
    const answer = await raw(
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nContent-Length: 1\r\n\r\n{',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
  });

  it('bounds a request too slow to arrive, and answers it 408 in the contract shape', () => {
    expect(web.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    let written = '';
    const socket = {
      writable: true,
      end: (text: string) => (written += text),
      destroy: () => undefined,
    } as unknown as Parameters<typeof clientErrorHandler>[1];
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    }) as unknown as Parameters<typeof clientErrorHandler>[0];
    clientErrorHandler.call(web, timeout, socket);
    expect(written).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
  });

  it('answers 502 SERVICE_UNAVAILABLE while the API is down, and proxies again once it is back', async () => {
    await api?.close();
    api = null;
    for (const init of [{}, { method: 'POST', body: '{"a":1}' }])
      await expectErrorBody(
        await fetch(`${url}/api/status`, {
          ...init,
          headers: { 'content-type': 'application/json' },
        }),
        502,
        'SERVICE_UNAVAILABLE',
      );
    // The front itself is still up.
    expect((await fetch(`${url}/`)).status).toBe(200);
    api = await startApi(apiPort);
    const back = await fetch(`${url}/api/status`);
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ ok: true });
  });
});
