import { sql } from 'drizzle-orm';
import type { Socket } from 'node:net';
import { errorBodySchema, textSchema } from 'shared-api/contract';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../../app';
import { access } from '../access';
import { clientErrorHandler } from '../error-handler';
import type { AppModule, ZodApp } from '../zod-app';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 11: every refusal below the routes (URL, content type, body) is a 4xx of the contract's
 * error shape, and a PostgreSQL data error the contract let through is a 422, not a 500.
 */
let t: TestApp;
let app: ZodApp;

const dataErrors: AppModule = {
  name: 'data-errors',
  register(scope, deps) {
    // Each query fails with a SQLSTATE of class 22 (data exception).
    const queries = {
      'numeric-out-of-range': sql`select (${'2147483648'})::int4 as v`,
      'invalid-text': sql`select (${'abc'})::int4 as v`,
      'datetime-overflow': sql`select (${'0000-01-01'})::date as v`,
    };
    // A row naming an admin user who is gone (deleted while their own request ran).
    scope.get('/api/data-error/gone-reference', { config: { access: access.public } }, async () => {
      await deps.db.execute(
        sql`insert into admin_logs (admin_user_id, action, created_at) values (2147483000, 'x', now())`,
      );
      return { ok: true };
    });
    for (const [name, query] of Object.entries(queries)) {
      scope.get(`/api/data-error/${name}`, { config: { access: access.public } }, async () => {
        await deps.db.execute(query);
        return { ok: true };
      });
    }
  },
};

/** A route whose rules carry no message code of their own (zod's English defaults). */
const plainRules: AppModule = {
  name: 'plain-rules',
  register(scope) {
    scope.post(
      '/api/plain-rules',
      {
        schema: {
          body: z.object({
            kind: z.enum(['a', 'b']),
            count: z.number().int().max(5),
            name: z.string().max(3),
            tags: z.array(z.string()),
            labelled: textSchema(10),
          }),
        },
        config: { access: access.public },
      },
      async () => ({ ok: true }),
    );
  },
};

beforeAll(async () => {
  t = await createTestApp();
  app = await t.variant({ extraModules: [dataErrors, plainRules] });
});
afterAll(() => t?.close());

const shaped = (body: string) => errorBodySchema.parse(JSON.parse(body)).error;

it.each(['numeric-out-of-range', 'invalid-text', 'datetime-overflow'])(
  'answers a PostgreSQL data error (%s) with 422 VALIDATION_FAILED',
  async (name) => {
    const res = await app.inject({ url: `/api/data-error/${name}` });
    expect([res.statusCode, shaped(res.body).code]).toEqual([422, 'VALIDATION_FAILED']);
  },
);

it("gives zod's untranslated default messages a message code the UI translates", async () => {
  const send = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/plain-rules', payload: body as object });
  const missing = await send({});
  expect(shaped(missing.body).fields).toEqual({
    kind: 'required',
    count: 'required',
    name: 'required',
    tags: 'required',
    labelled: 'required',
  });
  const wrong = await send({ kind: 'c', count: 6, name: 'abcd', tags: 'x', labelled: 'a\u0000' });
  expect(shaped(wrong.body).fields).toEqual({
    kind: 'invalidValue',
    count: 'outOfRange',
    name: 'tooLong',
    tags: 'invalidValue',
    labelled: 'invalidCharacters',
  });
  const wrongTypes = await send({ kind: 1, count: 'x', name: null, tags: [1], labelled: 'ok' });
  expect(shaped(wrongTypes.body).fields).toEqual({
    kind: 'invalidValue',
    count: 'invalidValue',
    name: 'invalidValue',
    'tags.0': 'invalidValue',
  });
});

it('answers a foreign-key violation (a row removed meanwhile) with 409 INVALID_STATE', async () => {
  const res = await app.inject({ url: '/api/data-error/gone-reference' });
  expect([res.statusCode, shaped(res.body).code]).toEqual([409, 'INVALID_STATE']);
});

it.each([
  ['a lone %', '/api/admin/users/%', 400],
  ['a bad escape', '/api/auth/invitation/%zz', 400],
  ['bad UTF-8', '/api/auth/invitation/%C3%28', 400],
  ['a path parameter over the length limit', `/api/auth/invitation/${'x'.repeat(500)}`, 414],
])('answers a URL with %s in the error shape', async (_what, url, status) => {
  const res = await t.app.inject({ url });
  expect([res.statusCode, shaped(res.body).code]).toEqual([status, 'VALIDATION_FAILED']);
});

it('refuses NUL in a path or query with 422 and the field name', async () => {
  const path = await t.app.inject({ url: '/api/auth/invitation/AB%00CD' });
  expect([path.statusCode, shaped(path.body).fields]).toEqual([422, { code: 'invalidCharacters' }]);
});

it.each([
  ['invalid JSON', 400, 'application/json', '{"login":'],
  ['an empty JSON body', 400, 'application/json', ''],
  ['an array', 422, 'application/json', '[]'],
  ['null', 422, 'application/json', 'null'],
  ['a number', 422, 'application/json', '1'],
  ['a string', 422, 'application/json', '"x"'],
  ['text/plain (read as a string)', 422, 'text/plain', '{"login":"a","password":"b"}'],
  ['XML', 415, 'application/xml', '<login/>'],
  ['a form', 415, 'application/x-www-form-urlencoded', 'login=a'],
  ['a body over the limit', 413, 'application/json', JSON.stringify({ x: 'x'.repeat(1_100_000) })],
])('answers %s with %s in the error shape', async (_what, status, type, payload) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': type },
    payload,
  });
  expect([res.statusCode, shaped(res.body).code]).toEqual([status, 'VALIDATION_FAILED']);
});

/** One raw HTTP exchange with the listening app: what Node answers before Fastify routes. */
async function rawExchange(request: string): Promise<{ status: number; body: string }> {
  const { connect } = await import('node:net');
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no answer: ${text.slice(0, 80)}`));
      else resolve({ status, body });
    });
  });
}

describe("Node's refusals before routing", () => {
  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

  it.each([
    [
      'a URL over 16 KB',
      `GET /api/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    [
      'a header over 16 KB',
      `GET /api/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['bytes that are not HTTP', 'HELLO\r\n\r\n', 400],
    [
      'an HTTP/1.1 request without Host (was an empty body)',
      'GET /api/status HTTP/1.1\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'an Expect it cannot meet (was an empty body)',
      'POST /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\nExpect: 200-ok\r\nContent-Length: 0\r\n\r\n',
      417,
    ],
  ])("answer %s in the error shape (was Fastify's own body)", async (_name, request, status) => {
    const res = await rawExchange(request);
    expect([res.status, shaped(res.body).code]).toEqual([status, 'VALIDATION_FAILED']);
  });

  it('still answer an HTTP/1.0 request without Host (the header is HTTP/1.1 only)', async () => {
    const res = await rawExchange('GET /api/status HTTP/1.0\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

describe('a request too slow to arrive', () => {
  it('is bounded: Node gives up on it after REQUEST_TIMEOUT_MS (Fastify sets none otherwise)', () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('is answered 408 in the error shape', () => {
    const written: string[] = [];
    const socket = {
      writable: true,
      destroyed: false,
      write: (text: string) => written.push(text),
      destroy: () => undefined,
    } as unknown as Socket;
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    clientErrorHandler(timeout, socket);
    const [head = '', body = ''] = written.join('').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(shaped(body).code).toBe('VALIDATION_FAILED');
  });
});
