import { sql } from 'drizzle-orm';
import { maxHeaderSize } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { IDEMPOTENCY_HEADER, PERMISSIONS, units } from 'shared-api/contract';
import { REQUEST_TIMEOUT_MS } from '../app';
import { issueToken } from '../security/tokens';
import { createAdmin, createPartner } from '../testing/fixtures';
import { rawRequest, replyProblem, type RawPiece, type RawReply } from '../testing/fuzz/raw-http';
import { ledgerViolations } from '../testing/ledger-invariants';
import { creditPartner } from '../testing/money';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 11 from outside: the app listening on a real port, sent raw bytes no `inject` can
 * produce (broken HTTP framing, bytes that are not UTF-8, duplicated or lying headers, bodies
 * that stop half way), plus URL, query, header, body and multipart shapes the OpenAPI fuzz does
 * not generate. No answer is a 5xx or a hang, every 4xx has the error shape with catalogue codes
 * and translated field messages, and the money and partner tables are untouched.
 */
let t: TestApp;
let port: number;
let partnerToken: string;
let adminToken: string;
let partnerId: number;
let countsBefore: Record<string, number>;

/** The tables no refused request may write to. */
const GUARDED_TABLES = [
  'partners',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'transfers',
  'withdrawals',
  'deposits',
  'chain_transfers',
  'partner_packages',
  'binary_nodes',
  'support_attachments',
  'support_tickets',
  'partner_logs',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of GUARDED_TABLES) {
    const result = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  const sponsor = await createPartner(t.db);
  const partner = await createPartner(t.db, { sponsorId: sponsor.id });
  partnerId = partner.id;
  await creditPartner(t.db, partner.id, units(1000), 'USDT');
  const admin = await createAdmin(t.db, { permissions: PERMISSIONS });
  const issue = async (kind: 'client' | 'admin', subjectId: number) =>
    (await issueToken(t.db, { kind, subjectId, now: t.clock.now(), ttlMs: 3_600_000 })).token;
  partnerToken = await issue('client', partner.id);
  adminToken = await issue('admin', admin.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
  countsBefore = await rowCounts();
});

afterAll(async () => {
  await t?.close();
});

type Sent = {
  name: string;
  pieces: RawPiece | RawPiece[];
  mayClose?: boolean;
  endAfter?: boolean;
  /** A 2xx is a problem too (a refusal is the only right answer). */
  mustRefuse?: boolean;
  /** The one right status. */
  status?: number;
};

/** Sends every case and returns each problem as "<case>: <what went wrong>". */
async function problemsOf(cases: Sent[]): Promise<string[]> {
  const found: string[] = [];
  for (const c of cases) {
    const reply = await rawRequest(port, c.pieces, c.endAfter ? { endAfter: true } : {});
    const problem = replyProblem(reply, c.mayClose);
    if (problem) found.push(`${c.name}: ${problem}`);
    else if (c.mustRefuse && reply.kind === 'answer' && reply.status < 400) {
      found.push(`${c.name}: ${reply.status}, accepted`);
    } else if (c.status && reply.kind === 'answer' && reply.status !== c.status) {
      found.push(`${c.name}: ${reply.status}, not ${c.status}`);
    }
  }
  return found;
}

type RequestParts = {
  method?: string;
  target: string;
  token?: string;
  /** Header lines as written, e.g. 'Content-Type: application/json'. */
  headers?: string[];
  body?: string | Buffer;
};

/** A request as bytes, closing the connection after its answer unless the headers say otherwise. */
function request(parts: RequestParts): Buffer {
  const body = typeof parts.body === 'string' ? Buffer.from(parts.body) : parts.body;
  const lines = [
    `${parts.method ?? 'GET'} ${parts.target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(parts.token ? [`Authorization: Bearer ${parts.token}`] : []),
    ...(parts.headers ?? []),
    ...(body ? [`Content-Length: ${body.length}`] : []),
  ];
  return Buffer.concat([
    Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
    body ?? Buffer.alloc(0),
  ]);
}

/** A request whose target is raw bytes (not UTF-8, NUL…), as Node's parser meets them. */
function rawTarget(target: Buffer, token?: string): Buffer {
  return Buffer.concat([
    Buffer.from('GET '),
    target,
    Buffer.from(
      ` HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`,
    ),
  ]);
}

const asAdmin = (target: string): Sent => ({
  name: `GET ${target.slice(0, 80)}`,
  pieces: request({ target, token: adminToken }),
});
const asPartner = (target: string): Sent => ({
  name: `GET ${target.slice(0, 80)} [partner]`,
  pieces: request({ target, token: partnerToken }),
});

/** A JSON transfer as the partner: the money route the body cases aim at. */
const transfer = (name: string, body: string | Buffer, headers: string[] = []): Sent => ({
  name: `transfer ${name}`,
  pieces: request({
    method: 'POST',
    target: '/api/client/transfers',
    token: partnerToken,
    headers: [
      'Content-Type: application/json',
      `${IDEMPOTENCY_HEADER}: raw-${name.length}-${Math.random()}`,
      ...headers,
    ],
    body,
  }),
});

describe('URLs', () => {
  it('answers malformed, odd and oversized URLs with a 4xx of the error shape', async () => {
    const ids = [
      '١٢٣',
      '1e3',
      '0x10',
      '%201',
      '+1',
      '1.0',
      '-1',
      '0',
      '00001',
      '99999999999999999999',
      '1%00',
      '%E2%80%AE1',
    ];
    const found = await problemsOf([
      asAdmin('/api/admin/partners/%'),
      asAdmin('/api/admin/partners/%zz'),
      asAdmin('/api/admin/partners/%c0%ae%c0%ae/balance'),
      asAdmin('/api/admin/partners/%c0%ae'),
      asAdmin('/api/admin/partners?search=%'),
      asAdmin('/api/admin/partners?search=%c0%ae'),
      asAdmin(`/api/admin/partners?search=${'a'.repeat(16_000)}`),
      asAdmin(`/api/admin/partners?search=${'a'.repeat(100_000)}`),
      asAdmin('/api/../api/admin/partners'),
      asAdmin('/api/admin//partners'),
      asAdmin('//api/status'),
      asAdmin('/api/./status'),
      asAdmin('/api/status/'),
      asAdmin('/API/STATUS'),
      asAdmin('/api/Admin/partners'),
      asAdmin(`/api/admin/partners/${partnerId}/`),
      asAdmin('*'),
      { ...asAdmin('/api/docs/static/../../../package.json'), mustRefuse: true },
      { ...asAdmin('/api/docs/static/..%2f..%2f..%2fpackage.json'), mustRefuse: true },
      { ...asAdmin('/api/docs/static/%2e%2e/%2e%2e/%2e%2e/package.json'), mustRefuse: true },
      { ...asAdmin('/api/docs/static/..%5c..%5c..%5cpackage.json'), mustRefuse: true },
      { ...asAdmin('/api/docs/static/%c0%ae%c0%ae/package.json'), mustRefuse: true },
      { ...asAdmin('/api/docs/static/index.html%00.png'), mustRefuse: true },
      { ...asAdmin('/api/files/avatars/..%2f..%2fpackage.json'), mustRefuse: true },
      { ...asAdmin('/api/files/avatars/%2e%2e'), mustRefuse: true },
      asAdmin('http://evil.example/api/status'),
      ...ids.map((id) => asAdmin(`/api/admin/partners/${id}`)),
      // The id that exists, spelt as Number() would read it: never that partner.
      ...[
        `+${partnerId}`,
        `%20${partnerId}`,
        `${partnerId}.0`,
        `${partnerId}e0`,
        `0x${partnerId.toString(16)}`,
        `${partnerId}%00`,
        `%D9%A0${partnerId}`,
      ].map((id) => ({ ...asAdmin(`/api/admin/partners/${id}`), mustRefuse: true })),
      ...ids.map((id) => asAdmin(`/api/admin/partners/${id}/balance`)),
      ...ids.map((id) => asPartner(`/api/client/support/tickets/${id}`)),
      {
        name: 'path bytes that are not UTF-8',
        pieces: rawTarget(
          Buffer.from([0x2f, 0x61, 0x70, 0x69, 0x2f, 0xff, 0xfe, 0xc0, 0xae]),
          adminToken,
        ),
      },
      {
        name: 'query bytes that are not UTF-8',
        pieces: rawTarget(
          Buffer.concat([
            Buffer.from('/api/admin/partners?search='),
            Buffer.from([0xff, 0xc3, 0x28]),
          ]),
          adminToken,
        ),
      },
      {
        name: 'raw NUL in the path',
        pieces: rawTarget(Buffer.from('/api/status\u0000x'), adminToken),
      },
      {
        name: 'raw NUL in the query',
        pieces: rawTarget(Buffer.from('/api/status?a=\u0000'), adminToken),
      },
      { name: 'a space in the target', pieces: rawTarget(Buffer.from('/api/st atus'), adminToken) },
    ]);
    expect(found).toEqual([]);
  });
});

describe('methods and framing', () => {
  it('answers odd methods, HTTP versions, hosts and pipelined requests with a 4xx or an answer', async () => {
    const line = (text: string) => Buffer.from(text, 'latin1');
    const found = await problemsOf([
      ...['OPTIONS', 'TRACE', 'PROPFIND', 'PATCH', 'DELETE', 'get', 'G\u00c9T'].map((method) => ({
        name: `${method} /api/client/me`,
        pieces: request({ method, target: '/api/client/me', token: partnerToken }),
      })),
      {
        name: 'CONNECT',
        pieces: line('CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: x\r\n\r\n'),
        mayClose: true,
      },
      { name: 'HTTP/1.0', pieces: line('GET /api/status HTTP/1.0\r\n\r\n') },
      { name: 'HTTP/2.0 in text', pieces: line('GET /api/status HTTP/2.0\r\nHost: x\r\n\r\n') },
      { name: 'HTTP/0.9', pieces: line('GET /api/status\r\n\r\n') },
      { name: 'the HTTP/2 preface', pieces: line('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n') },
      { name: 'no Host', pieces: line('GET /api/status HTTP/1.1\r\nConnection: close\r\n\r\n') },
      {
        name: 'two Hosts',
        pieces: line('GET /api/status HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'),
      },
      {
        name: 'a bare LF',
        pieces: line('GET /api/status HTTP/1.1\nHost: x\nConnection: close\n\n'),
      },
      {
        name: 'a bare CR',
        pieces: line('GET /api/status HTTP/1.1\rHost: x\r\nConnection: close\r\n\r\n'),
      },
      {
        name: 'a good request pipelined with a broken one',
        pieces: line(
          'GET /api/status HTTP/1.1\r\nHost: x\r\n\r\nGET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        ),
      },
      {
        name: 'a smuggled request after a body (CL.TE)',
        pieces: line(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/admin/partners HTTP/1.1\r\nHost: x\r\n\r\n',
        ),
      },
    ]);
    // A HEAD answer has no body to shape (GET routes do not answer HEAD: exposeHeadRoutes off).
    const head = await rawRequest(
      port,
      request({ method: 'HEAD', target: '/api/client/me', token: partnerToken }),
    );
    if (head.kind !== 'answer' || head.status >= 500) found.push(`HEAD: ${JSON.stringify(head)}`);
    expect(found).toEqual([]);
  });

  it('answers a garbage Idempotency-Key on a money route with a 4xx of the error shape', async () => {
    const body = JSON.stringify({ amount: '1', recipient: 'x', code: '123456' });
    const keys = ['', ' ', 'k'.repeat(10_000), '\u00ff\u00fe', 'a,b', '../../x', '%00'];
    const found = await problemsOf([
      ...keys.map((key) => ({
        name: `Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`,
        pieces: request({
          method: 'POST',
          target: '/api/client/transfers',
          token: partnerToken,
          headers: ['Content-Type: application/json', `${IDEMPOTENCY_HEADER}: ${key}`],
          body,
        }),
      })),
      {
        name: 'two Idempotency-Keys',
        pieces: request({
          method: 'POST',
          target: '/api/client/transfers',
          token: partnerToken,
          headers: [
            'Content-Type: application/json',
            `${IDEMPOTENCY_HEADER}: a`,
            `${IDEMPOTENCY_HEADER}: b`,
          ],
          body,
        }),
      },
    ]);
    expect(found).toEqual([]);
  });

  it('refuses a text body that is not UTF-8 on a route that stores it', async () => {
    const ticket = (name: string, contentType: string, subject: Buffer): Sent => ({
      name,
      mustRefuse: true,
      pieces: request({
        method: 'POST',
        target: '/api/client/support/tickets',
        token: partnerToken,
        headers: [`Content-Type: ${contentType}`],
        body: Buffer.concat([
          Buffer.from('{"subject":"'),
          subject,
          Buffer.from('","category":"finance","body":"hello"}'),
        ]),
      }),
    });
    const found = await problemsOf([
      ticket('bytes that are not UTF-8', 'application/json', Buffer.from([0x41, 0xff, 0x42])),
      ticket('latin1', 'application/json; charset=latin1', Buffer.from('Caf\u00e9', 'latin1')),
      ticket('an overlong encoding of /', 'application/json', Buffer.from([0xc0, 0xaf])),
      ticket('a lone surrogate escape', 'application/json', Buffer.from('\\ud800')),
      ticket('NUL', 'application/json', Buffer.from('a\\u0000b')),
    ]);
    expect(found).toEqual([]);
  });
});

describe('queries', () => {
  it('answers repeated, nested, polluting and out-of-range query keys with a 4xx or a list', async () => {
    const lists = [
      '/api/admin/partners',
      '/api/admin/transactions',
      '/api/admin/support/tickets',
      '/api/admin/packages',
    ];
    const queries = [
      'page=1&page=2',
      'page[]=1',
      'page[a]=1',
      'a[]=',
      'a[b]=1',
      '__proto__[x]=1',
      '__proto__.x=1',
      'constructor[prototype][x]=1',
      'constructor=1&prototype=1',
      '=1',
      '&&&=&',
      'page=99999999999999999999',
      'pageSize=1000000000',
      'page=-1',
      'page=0',
      'page=1e3',
      'offset=999999999999&limit=-5',
      'sort=id;drop table partners:asc',
      'sort=(select 1):asc',
      'sort=password:asc',
      'sort=id:sideways',
      'sort=id:asc&sort=id:desc',
      "search=' or 1=1--",
      'search=%25%5F%5C',
      'from=2026-13-01',
      'from=1700000000',
      'from=2026-01-01T00:00:00Z',
      'from=+002026-01-01',
      'from=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96-01-01',
      'from=2026-02-30',
      'from=0000-01-01&to=9999-12-31',
      'from=2026-06-02&to=2026-06-01',
      'partnerId=١٢٣',
      'partnerId=0x10',
      'kind=gift&kind=transfer',
    ];
    const found = await problemsOf(
      lists
        .flatMap((list) => queries.map((q) => asAdmin(`${list}?${q}`)))
        .concat(
          queries.map((q) => asPartner(`/api/client/operations?${q}`)),
          [
            asPartner('/api/client/my-packages/calendar?from=2026-01-01&to=9999-12-31'),
            asPartner('/api/client/my-packages/calendar?from[]=2026-01-01&to=2026-01-02'),
            asPartner('/api/client/binary/statistics?period=decade&period=all'),
            asPartner('/api/client/transfers?direction=sideways'),
          ],
        ),
    );
    expect(found).toEqual([]);
  });
});

describe('headers', () => {
  /** GET /api/client/me with these header lines: a route behind a token. */
  const me = (headers: string[]) => request({ target: '/api/client/me', headers });

  it('answers oversized, duplicated and lying headers with a 4xx of the error shape', async () => {
    const body = JSON.stringify({ amount: '1', recipient: 'x', code: '123456' });
    const head = (lines: string[]) =>
      Buffer.from(
        [
          'POST /api/client/transfers HTTP/1.1',
          'Host: x',
          'Connection: close',
          `Authorization: Bearer ${partnerToken}`,
          `${IDEMPOTENCY_HEADER}: raw-head-${Math.random()}`,
          ...lines,
        ].join('\r\n') + '\r\n\r\n',
      );
    const found = await problemsOf([
      { name: 'a 20 KB header', pieces: me([`X-Big: ${'a'.repeat(20_000)}`]) },
      {
        name: '500 headers',
        pieces: me(Array.from({ length: 500 }, (_, i) => `X-H${i}: ${'v'.repeat(30)}`)),
      },
      { name: 'a header with no colon', pieces: me(['NoColonHere']) },
      { name: 'a header name with a space', pieces: me(['Bad Name: x']) },
      { name: 'a folded header', pieces: me(['X-A: a', ' folded']) },
      transfer('two Content-Types', body, ['Content-Type: text/plain']),
      transfer('a Content-Type list', body.replace('{', '{ '), [
        'Content-Type: application/json, text/plain',
      ]),
      {
        name: 'two equal Content-Lengths',
        pieces: Buffer.concat([
          head([
            'Content-Type: application/json',
            `Content-Length: ${body.length}`,
            `Content-Length: ${body.length}`,
          ]).subarray(0, -2),
          Buffer.from(`\r\n${body}`),
        ]),
      },
      {
        name: 'two different Content-Lengths',
        pieces: Buffer.concat([
          head([
            'Content-Type: application/json',
            `Content-Length: ${body.length}`,
            'Content-Length: 3',
          ]),
          Buffer.from(body),
        ]),
      },
      {
        name: 'a Content-Length shorter than the body',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Content-Length: 5']),
          Buffer.from(body),
        ]),
      },
      {
        name: 'a Content-Length longer than the body, then the client stops',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', `Content-Length: ${body.length + 50}`]),
          Buffer.from(body),
        ]),
        endAfter: true,
        mayClose: true,
      },
      {
        name: 'a negative Content-Length',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Content-Length: -1']),
          Buffer.from(body),
        ]),
      },
      {
        name: 'a Content-Length of 2^64',
        pieces: head(['Content-Type: application/json', 'Content-Length: 18446744073709551616']),
      },
      {
        name: 'chunked with a bad chunk size',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Transfer-Encoding: chunked']),
          Buffer.from(`zz\r\n${body}\r\n0\r\n\r\n`),
        ]),
      },
      {
        name: 'chunked with a chunk longer than it says',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Transfer-Encoding: chunked']),
          Buffer.from(`2\r\n${body}\r\n0\r\n\r\n`),
        ]),
      },
      {
        name: 'chunked, then the client stops before the last chunk',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Transfer-Encoding: chunked']),
          Buffer.from(`5\r\n{"amo\r\n`),
        ]),
        endAfter: true,
        mayClose: true,
      },
      {
        name: 'chunked and a Content-Length',
        pieces: Buffer.concat([
          head([
            'Content-Type: application/json',
            'Transfer-Encoding: chunked',
            `Content-Length: ${body.length}`,
          ]),
          Buffer.from(`${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`),
        ]),
      },
      {
        name: 'an unknown Transfer-Encoding',
        pieces: Buffer.concat([
          head(['Content-Type: application/json', 'Transfer-Encoding: gzip, chunked']),
          Buffer.from(`0\r\n\r\n`),
        ]),
      },
      // Nothing is inflated: an encoded body is refused as such (a bomb stays 50 KB of bytes).
      { ...transfer('gzip-encoded JSON', gzipSync(body), ['Content-Encoding: gzip']), status: 415 },
      {
        ...transfer('a gzip bomb', gzipSync(Buffer.alloc(50_000_000, 0x20)), [
          'Content-Encoding: gzip',
        ]),
        status: 415,
      },
      {
        ...transfer('Content-Encoding: br on plain JSON', body, ['Content-Encoding: br']),
        status: 415,
      },
      {
        name: 'Expect: 100-continue',
        pieces: [
          head([
            'Content-Type: application/json',
            `Content-Length: ${body.length}`,
            'Expect: 100-continue',
          ]),
          { pauseMs: 20 },
          body,
        ],
      },
      transfer('Expect: something else', body, ['Expect: 200-ok']),
      transfer('charset latin1', body, ['Content-Type: application/json; charset=latin1']),
      transfer('charset utf-16', Buffer.from(body, 'utf16le'), [
        'Content-Type: application/json; charset=utf-16',
      ]),
      transfer('charset garbage', body, ['Content-Type: application/json; charset=";;']),
      {
        name: 'a body with no Content-Type',
        pieces: request({
          method: 'POST',
          target: '/api/client/transfers',
          token: partnerToken,
          headers: [`${IDEMPOTENCY_HEADER}: raw-none`],
          body,
        }),
      },
      {
        name: 'a Content-Type with no body',
        pieces: request({
          method: 'POST',
          target: '/api/auth/login',
          headers: ['Content-Type: application/json'],
        }),
      },
      {
        name: 'a body on a GET',
        pieces: request({
          target: '/api/status',
          headers: ['Content-Type: application/json'],
          body: '{"a":',
        }),
      },
    ]);
    expect(found).toEqual([]);
  });

  it('reads no language from the request: garbage Accept-Language, lang header or cookie changes nothing', async () => {
    const variants = [
      'Accept-Language: ;;;q=x,*;q=-1',
      `Accept-Language: ${'x'.repeat(8000)}`,
      'Accept-Language: \u00ff\u00fe',
      'lang: ../../etc/passwd',
      'Cookie: lang=%zz; i18next=\u00ff',
      'Cookie: ===;;;',
    ];
    const answers = await Promise.all(
      variants.map((line) =>
        rawRequest(
          port,
          request({
            method: 'POST',
            target: '/api/auth/login',
            headers: ['Content-Type: application/json', line],
            body: '{}',
          }),
        ),
      ),
    );
    const plain = await rawRequest(
      port,
      request({
        method: 'POST',
        target: '/api/auth/login',
        headers: ['Content-Type: application/json'],
        body: '{}',
      }),
    );
    for (const [i, reply] of answers.entries()) {
      expect([variants[i], replyProblem(reply)]).toEqual([variants[i], null]);
      expect(bodyOf(reply)).toEqual(bodyOf(plain));
    }
  });

  it('answers garbage credentials with 401 in the error shape', async () => {
    const variants = [
      `Authorization: Bearer ${'a'.repeat(15_000)}`,
      'Authorization: Bearer ',
      'Authorization: Bearer    x y z',
      'Authorization: Bearer',
      'Authorization: bearer abc',
      'Authorization: Basic YWRtaW46YWRtaW4=',
      'Authorization: Bearer %00%ff',
      'Authorization: Bearer ////++++====',
      `Authorization: Bearer ${Buffer.from('\u0000\u00ff junk', 'latin1').toString('base64')}`,
      'Authorization: Bearer a.b.c',
      `Authorization: Bearer ${partnerToken}`.replace(/.$/, '\u00e9'),
      'Authorization: Bearer \u00ff\u00fe\u00e9',
      `Authorization: Bearer ${partnerToken}, Bearer ${adminToken}`,
    ];
    const found: string[] = [];
    for (const line of variants) {
      const reply = await rawRequest(port, me([line]));
      const problem = replyProblem(reply);
      if (problem) found.push(`${line.slice(0, 60)}: ${problem}`);
      else if (reply.kind === 'answer' && reply.status !== 401 && reply.status !== 400) {
        found.push(`${line.slice(0, 60)}: ${reply.status}`);
      }
    }
    // Two Authorization headers: Node keeps the first, so a valid second one opens no session.
    const two = await rawRequest(
      port,
      me([`Authorization: Bearer junk`, `Authorization: Bearer ${partnerToken}`]),
    );
    if (replyProblem(two) || (two.kind === 'answer' && two.status !== 401)) {
      found.push(`two Authorization headers: ${JSON.stringify(two).slice(0, 200)}`);
    }
    expect(found).toEqual([]);
  });
});

function bodyOf(reply: RawReply): unknown {
  return reply.kind === 'answer' ? JSON.parse(reply.body) : reply.kind;
}

describe('bodies', () => {
  const nested = (depth: number) =>
    `{"amount":${'['.repeat(depth)}${']'.repeat(depth)},"recipient":"x","code":"123456"}`;
  const withAmount = (amount: string) => `{"amount":${amount},"recipient":"x","code":"123456"}`;

  it('answers hostile JSON with a 4xx of the error shape and books nothing', async () => {
    const found = await problemsOf([
      transfer('duplicate keys', '{"amount":"1","amount":"2","recipient":"x","code":"123456"}'),
      transfer('__proto__', '{"__proto__":{"amount":"1"},"recipient":"x","code":"123456"}'),
      transfer(
        'constructor.prototype',
        '{"constructor":{"prototype":{"amount":"1"}},"recipient":"x","code":"123456"}',
      ),
      transfer('a BOM', `\ufeff${withAmount('"1"')}`),
      transfer(
        'a UTF-8 BOM as bytes',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(withAmount('"1"'))]),
      ),
      transfer('10 000 nested arrays', nested(10_000)),
      transfer('100 000 nested arrays', nested(100_000)),
      transfer('10 000 nested objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
      transfer(
        '10 MB',
        JSON.stringify({ amount: '1', recipient: 'x'.repeat(10_000_000), code: '123456' }),
      ),
      transfer(
        'bytes that are not UTF-8',
        Buffer.concat([
          Buffer.from('{"amount":"1","recipient":"'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('","code":"123456"}'),
        ]),
      ),
      transfer('a raw NUL byte', '{"amount":"1","recipient":"a\u0000b","code":"123456"}'),
      ...[
        '1e309',
        '-1e309',
        '-0',
        '1.0000000000000001',
        '1e-400',
        '123456789012345678901234567890',
        '0.1',
        '"1e3"',
        '" 1"',
        '"1 "',
        '"Infinity"',
        '"NaN"',
        '"-0"',
        '"0x10"',
        '"1_000"',
        '"١٢٣"',
        '"1,5"',
        '"+1"',
        '"\\u0031"',
        '"1\\u0000"',
        '"\\ud800"',
        'true',
        'null',
        '[]',
        '{}',
      ].map((amount) => transfer(`amount ${amount}`, withAmount(amount))),
      transfer(
        'a lone surrogate in a text',
        '{"amount":"1","recipient":"\\ud800","code":"123456"}',
      ),
      transfer(
        'a lone low surrogate in a text',
        '{"amount":"1","recipient":"a\\udfffb","code":"123456"}',
      ),
      transfer(
        'an escaped NUL in a text',
        '{"amount":"1","recipient":"a\\u0000b","code":"123456"}',
      ),
      transfer('trailing garbage', `${withAmount('"1"')}xyz`),
      transfer('two JSON documents', `${withAmount('"1"')}${withAmount('"2"')}`),
      transfer('JSON with comments', `/* c */${withAmount('"1"')}`),
      transfer('single quotes', "{'amount':'1'}"),
      transfer('NaN literal', withAmount('NaN')),
      transfer('whitespace only', ' \r\n\t '),
    ]);
    expect(found).toEqual([]);
  });
});

/** A path separator, a C0 control or DEL, or a bidi mark, embedding, override or isolate. */
// eslint-disable-next-line no-control-regex -- control and bidi characters are the point
const UNSHOWN_OR_PATH = /[\\/\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('multipart uploads', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const upload = (
    name: string,
    target: string,
    body: Buffer | string,
    contentType = 'multipart/form-data; boundary=XyZ',
    token = partnerToken,
  ): Sent => ({
    name: `${target} ${name}`,
    pieces: request({
      method: 'POST',
      target,
      token,
      headers: [`Content-Type: ${contentType}`],
      body,
    }),
    mustRefuse: true,
  });
  const part = (field: string, fileName: string | null, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--XyZ\r\nContent-Disposition: form-data; name="${field}"${fileName === null ? '' : `; filename="${fileName}"`}\r\nContent-Type: ${type}\r\n\r\n`,
        'utf8',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from('--XyZ--\r\n');
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, end]);

  it('refuses broken, lying and oversized uploads with a 4xx of the error shape', async () => {
    const cases: Sent[] = [];
    for (const [target, field, token] of [
      ['/api/client/profile/avatar', 'avatar', partnerToken],
      ['/api/client/support/attachments', 'file', partnerToken],
      ['/api/admin/support/attachments', 'file', adminToken],
    ] as const) {
      const up = (name: string, body: Buffer | string, type?: string) =>
        upload(name, target, body, type, token);
      cases.push(
        up('no boundary', form(part(field, 'a.png', 'image/png', PNG)), 'multipart/form-data'),
        up(
          'an empty boundary',
          form(part(field, 'a.png', 'image/png', PNG)),
          'multipart/form-data; boundary=',
        ),
        up(
          'a wrong boundary',
          form(part(field, 'a.png', 'image/png', PNG)),
          'multipart/form-data; boundary=Other',
        ),
        up(
          'a 200-character boundary',
          form(part(field, 'a.png', 'image/png', PNG)),
          `multipart/form-data; boundary=${'b'.repeat(200)}`,
        ),
        up('a part with no filename', form(part(field, null, 'image/png', Buffer.from('x')))),
        up('a text field only', form(part('note', null, 'text/plain', Buffer.from('x')))),
        up('another field name', form(part('other', 'a.png', 'image/png', PNG))),
        up(
          'two files',
          form(part(field, 'a.png', 'image/png', PNG), part(field, 'b.png', 'image/png', PNG)),
        ),
        up(
          'a file then a field',
          form(
            part(field, 'a.png', 'image/png', PNG),
            part('x', null, 'text/plain', Buffer.from('1')),
          ),
        ),
        up(
          '6 MB',
          form(
            part(field, 'a.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])),
          ),
        ),
        up('a truncated body', form(part(field, 'a.png', 'image/png', PNG)).subarray(0, 90)),
        up('no closing boundary', part(field, 'a.png', 'image/png', PNG)),
        up('only the closing boundary', end),
        up('an empty body', ''),
        up(
          'HTML declared PNG',
          form(
            part(
              field,
              'a.png',
              'image/png',
              Buffer.from('<html><script>alert(1)</script></html>'),
            ),
          ),
        ),
        up(
          'SVG declared PNG',
          form(
            part(
              field,
              'a.png',
              'image/png',
              Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            ),
          ),
        ),
        up('zero bytes declared PNG', form(part(field, 'a.png', 'image/png', Buffer.alloc(0)))),
        up('a PNG header cut short', form(part(field, 'a.png', 'image/png', PNG.subarray(0, 4)))),
        up(
          'part headers over 100 KB',
          form(part(field, `${'n'.repeat(100_000)}.png`, 'image/png', Buffer.from('<html>'))),
        ),
        up(
          'NUL in the part headers',
          form(part(field, 'a\u0000.png', 'image/png', Buffer.from('<html>'))),
        ),
        up('JSON instead of a form', '{"avatar":"x"}', 'application/json'),
        up(
          'a form declared mixed',
          form(part(field, 'a.png', 'image/png', PNG)),
          'multipart/mixed; boundary=XyZ',
        ),
      );
      if (field === 'avatar') {
        cases.push(up('a PDF', form(part(field, 'a.png', 'image/png', Buffer.from('%PDF-1.4\n')))));
      }
    }
    expect(await problemsOf(cases)).toEqual([]);
  });

  it('keeps a file name a display name: no path, no control or bidi characters, at most 120 characters', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\a.png',
      'a\u0000b.png',
      `${'n'.repeat(10_000)}.png`,
      'invoice\u202egnp.exe',
      '\u2066a\u2069\u200f.png',
    ];
    const stored: string[] = [];
    for (const name of names) {
      const reply = await rawRequest(
        port,
        request({
          method: 'POST',
          target: '/api/client/support/attachments',
          token: partnerToken,
          headers: ['Content-Type: multipart/form-data; boundary=XyZ'],
          body: form(part('file', name, 'image/png', PNG)),
        }),
      );
      expect([
        name.slice(0, 40),
        replyProblem(reply),
        reply.kind === 'answer' && reply.status,
      ]).toEqual([name.slice(0, 40), null, 201]);
      if (reply.kind === 'answer')
        stored.push((JSON.parse(reply.body) as { fileName: string }).fileName);
    }
    for (const fileName of stored) {
      expect(fileName).not.toMatch(UNSHOWN_OR_PATH);
      expect(Array.from(fileName).length).toBeLessThanOrEqual(120);
    }
    // These uploads were meant to be stored; the guarded counts below leave them out.
    countsBefore.support_attachments = (countsBefore.support_attachments ?? 0) + names.length;
  });
});

describe('slow clients', () => {
  it('are bounded by the configured limits (reported in the log)', () => {
    const server = t.app.server;
    console.log(
      `limits: requestTimeout ${server.requestTimeout} ms, headersTimeout ${server.headersTimeout} ms, ` +
        `keepAliveTimeout ${server.keepAliveTimeout} ms, socket idle timeout ${server.timeout} ms (0 = none), ` +
        `maxHeaderSize ${maxHeaderSize} B, maxRequestsPerSocket ${server.maxRequestsPerSocket} (0 = none)`,
    );
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
  });

  it('are answered 408 in the error shape when the request or its headers take too long', async () => {
    // The app's own server with the limits cut to a second: Node checks them every
    // connectionsCheckingInterval (30 s by default, read when the server starts listening).
    const slow = await t.variant();
    Object.assign(slow.server, {
      requestTimeout: 1000,
      headersTimeout: 1000,
      connectionsCheckingInterval: 100,
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const address = slow.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const body = '{"amount":"1",';
    const cases: [string, string][] = [
      [
        'a body that never finishes',
        `POST /api/client/transfers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${partnerToken}\r\n` +
          `${IDEMPOTENCY_HEADER}: raw-slow\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n${body}`,
      ],
      [
        'an upload that never finishes',
        `POST /api/client/profile/avatar HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${partnerToken}\r\n` +
          'Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 100000\r\n\r\n' +
          '--XyZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n',
      ],
      ['headers that never finish', 'GET /api/status HTTP/1.1\r\nHost: x\r\nX-Slow: a'],
    ];
    const found: string[] = [];
    for (const [name, text] of cases) {
      const reply = await rawRequest(address.port, text, { timeoutMs: 4000 });
      const problem = replyProblem(reply);
      if (problem || (reply.kind === 'answer' && reply.status !== 408)) {
        found.push(`${name}: ${problem ?? JSON.stringify(reply).slice(0, 200)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('hold no database connection while their bodies never finish', async () => {
    // More stalled requests than a pool holds connections, on the routes whose handlers start
    // before the body has arrived (uploads stream it) and on a JSON money route.
    const stalled = Array.from({ length: 12 }, (_, i) => {
      const target = [
        '/api/client/profile/avatar',
        '/api/client/support/attachments',
        '/api/client/transfers',
      ][i % 3] as string;
      const json = target === '/api/client/transfers';
      const head = [
        `POST ${target} HTTP/1.1`,
        'Host: x',
        `Authorization: Bearer ${partnerToken}`,
        `${IDEMPOTENCY_HEADER}: raw-stalled-${i}`,
        json ? 'Content-Type: application/json' : 'Content-Type: multipart/form-data; boundary=XyZ',
        'Content-Length: 100000',
      ].join('\r\n');
      const start = json
        ? '{"amount":"1",'
        : '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG';
      const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${start}`));
      socket.on('error', () => undefined);
      return socket;
    });
    try {
      await new Promise((r) => setTimeout(r, 200));
      const reply = await rawRequest(
        port,
        request({ target: '/api/client/me', token: partnerToken }),
        {
          timeoutMs: 5000,
        },
      );
      expect([replyProblem(reply), reply.kind === 'answer' && reply.status]).toEqual([null, 200]);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});

describe('afterwards', () => {
  it('wrote nothing to the money and partner tables, and the ledger holds', async () => {
    expect(await rowCounts()).toEqual(countsBefore);
    expect(await ledgerViolations(t.db)).toEqual([]);
    // A transfer refused by a business rule keeps its refusal for the key (idempotent retries);
    // none may have gone through.
    const keys = await t.db.execute(
      sql`select coalesce(status_code, 0)::int as status from idempotency_keys`,
    );
    const statuses = (Array.isArray(keys) ? keys : (keys as { rows: unknown[] }).rows) as {
      status: number;
    }[];
    expect(statuses.filter((k) => k.status < 400)).toEqual([]);
  });
});
