import { PERMISSIONS, units } from 'shared-api/contract';
import { z } from 'zod';
import { access } from '../http/access';
import type { AppModule } from '../http/zod-app';
import { issueToken } from '../security/tokens';
import { createAdmin, createPartner } from '../testing/fixtures';
import type { OpenApiDocument } from '../testing/fuzz/json-schema';
import { runFuzz } from '../testing/fuzz/run-fuzz';
import { ledgerViolations } from '../testing/ledger-invariants';
import { creditPartner } from '../testing/money';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 11: no input reaches a 5xx. Walks the served OpenAPI document and sends every operation
 * malformed parameters and bodies (NUL and control characters, numbers beyond int4 / int8 /
 * MAX_SAFE_INTEGER, zero and negative ids, dates 0000 / 9999 / garbage, huge and padded money,
 * wrong types, missing and extra fields, 1 MB strings, non-object JSON, invalid JSON, wrong
 * content types) as anonymous, as a partner and as an admin with every permission.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;

it('answers every malformed request with a 4xx of the error shape, and the ledger holds', async () => {
  // The target of path ids, funded so money routes get past "nothing to move".
  const target = await createPartner(t.db);
  const caller = await createPartner(t.db, { sponsorId: target.id });
  for (const p of [target, caller]) {
    await creditPartner(t.db, p.id, units(1000), 'GTC');
    await creditPartner(t.db, p.id, units(1000), 'USDT');
  }
  const token = async (kind: 'partner' | 'admin') => {
    // A new admin each time: a fuzzed DELETE or PUT on an id may hit the previous one.
    const subjectId =
      kind === 'admin' ? (await createAdmin(t.db, { permissions: PERMISSIONS })).id : caller.id;
    const issued = await issueToken(t.db, {
      kind: kind === 'admin' ? 'admin' : 'client',
      subjectId,
      now: t.clock.now(),
      ttlMs: HOUR,
    });
    return issued.token;
  };

  const docRes = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docRes.statusCode).toBe(200);
  const doc = docRes.json<OpenApiDocument>();

  const started = Date.now();
  const report = await runFuzz({
    app: t.app,
    doc,
    validId: target.id,
    token,
    maxCasesPerOperation: 200,
    samplePerOtherCaller: 6,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `openapi fuzz: ${report.requests} requests to ${report.operations} operations in ${seconds} s; ` +
      `by status ${JSON.stringify(report.byStatus)}; slowest ${JSON.stringify(report.slowest.slice(0, 5))}`,
  );

  expect(report.operations).toBeGreaterThan(100);
  expect(report.failures).toEqual([]);
  expect(await ledgerViolations(t.db)).toEqual([]);

  // The wallet views still answer (a booked-then-500 credit once broke them for good).
  for (const [url, kind] of [
    [`/api/admin/partners/${target.id}/balance`, 'admin'],
    [`/api/admin/partners/${caller.id}/balance`, 'admin'],
    ['/api/client/wallet', 'partner'],
    ['/api/client/operations', 'partner'],
  ] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await token(kind)}` },
    });
    expect([url, res.statusCode]).toEqual([url, 200]);
  }
}, 600_000);

/** A route that trusts its input, as the fuzz must catch it: a plain z.string() reaching "SQL". */
const careless: AppModule = {
  name: 'careless',
  register(app) {
    app.post(
      '/api/careless/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number() }),
          body: z.object({ name: z.string() }),
        },
        config: { access: access.public },
      },
      async (request) => {
        if (request.body.name.includes('\u0000')) throw new Error('invalid byte sequence 0x00');
        if (request.params.id > 2_147_483_647) throw new Error('integer out of range');
        return { ok: true };
      },
    );
  },
};

it('finds a route that lets NUL and huge ids through (the fuzz is not blind)', async () => {
  const app = await t.variant({ extraModules: [careless] });
  const doc = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const only = { ...doc, paths: { '/api/careless/{id}': doc.paths['/api/careless/{id}'] ?? {} } };
  const report = await runFuzz({
    app,
    doc: only,
    validId: 1,
    token: async () => 'none',
    maxCasesPerOperation: 200,
    samplePerOtherCaller: 0,
  });
  const found = report.failures.map((f) => f.replace(/ \(.*$/, ''));
  expect(found).toEqual(
    expect.arrayContaining([
      'POST /api/careless/{id} [anonymous] body.name: NUL',
      'POST /api/careless/{id} [anonymous] body.name: C0 control',
      'POST /api/careless/{id} [anonymous] path id: int4 max + 1',
    ]),
  );
});
