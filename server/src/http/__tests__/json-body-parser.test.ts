import { errorBodySchema } from 'shared-api/contract';
import { access } from '../access';
import type { AppModule, ZodApp } from '../zod-app';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * JSON bodies are read as UTF-8 only, and as sent: another charset, broken bytes or a
 * Content-Encoding never reach a route.
 */
let t: TestApp;
let app: ZodApp;

const echo: AppModule = {
  name: 'echo',
  register(scope) {
    scope.post('/api/echo', { config: { access: access.public } }, async (request) => ({
      body: request.body,
    }));
  },
};

beforeAll(async () => {
  t = await createTestApp();
  app = await t.variant({ extraModules: [echo] });
});
afterAll(() => t?.close());

const post = (contentType: string, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/echo',
    headers: { 'content-type': contentType },
    payload,
  });

const json = (text: Buffer) => Buffer.concat([Buffer.from('{"name":"'), text, Buffer.from('"}')]);

it.each([
  ['latin1', 'application/json; charset=latin1', json(Buffer.from('Caf\u00e9', 'latin1')), 415],
  ['utf-16', 'application/json; charset=utf-16', Buffer.from('{"name":"x"}', 'utf16le'), 415],
  ['an empty charset', 'application/json; charset=', json(Buffer.from('x')), 415],
  [
    'bytes that are not UTF-8',
    'application/json',
    json(Buffer.from([0x41, 0xff, 0xc3, 0x42])),
    400,
  ],
  ['a truncated UTF-8 character', 'application/json', json(Buffer.from([0xe2, 0x82])), 400],
  ['an encoded surrogate (CESU-8)', 'application/json', json(Buffer.from([0xed, 0xa0, 0x80])), 400],
])(
  'refuses %s (Fastify read it as UTF-8, broken bytes as U+FFFD)',
  async (_what, type, payload, status) => {
    const res = await post(type, payload);
    expect([res.statusCode, errorBodySchema.parse(res.json()).error.code]).toEqual([
      status,
      'VALIDATION_FAILED',
    ]);
  },
);

it.each([
  ['no charset', 'application/json'],
  ['utf-8', 'application/json; charset=utf-8'],
  ['quoted UTF-8', 'application/json;charset="UTF-8"'],
  ['an upper-case type', 'Application/JSON'],
])('reads UTF-8 with %s', async (_what, type) => {
  const res = await post(type, json(Buffer.from('Café 😀')));
  expect([res.statusCode, res.json()]).toEqual([200, { body: { name: 'Café 😀' } }]);
});

it('drops a leading BOM and keeps refusing what Fastify refused (empty, invalid, __proto__)', async () => {
  const bom = await post('application/json', Buffer.from('\ufeff{"name":"x"}'));
  expect([bom.statusCode, bom.json()]).toEqual([200, { body: { name: 'x' } }]);
  for (const payload of [
    '',
    '{"name":',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ]) {
    const res = await post('application/json', Buffer.from(payload));
    expect([payload, res.statusCode]).toEqual([payload, 400]);
  }
});

it.each(['gzip', 'br', 'deflate, gzip', 'x-unknown'])(
  'refuses a body declared %s-encoded with 415 (was read as if it were not)',
  async (encoding) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      payload: '{"name":"x"}',
    });
    expect([res.statusCode, errorBodySchema.parse(res.json()).error.code]).toEqual([
      415,
      'VALIDATION_FAILED',
    ]);
  },
);

it('reads a body declared identity-encoded as it is', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/echo',
    headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    payload: '{"name":"x"}',
  });
  expect([res.statusCode, res.json()]).toEqual([200, { body: { name: 'x' } }]);
});
