import { like } from 'drizzle-orm';
import { DAY, HOUR } from '../../../clock';
import { ledgerTransactions } from '../../../db/schema';
import type { ZodApp } from '../../../http/zod-app';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import { createActivePackage, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let testMode: ZodApp;

beforeAll(async () => {
  t = await createTestApp();
  testMode = await t.variant({ config: { testMode: true } });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

describe('/api/test/clock', () => {
  it('does not exist without TEST_MODE', async () => {
    expect((await t.app.inject({ url: '/api/test/clock' })).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 1000 },
    });
    expect(post.statusCode).toBe(404);
  });

  it('reads and sets business time in TEST_MODE', async () => {
    expect((await testMode.inject({ url: '/api/test/clock' })).json()).toEqual({
      now: t.clock.now().toISOString(),
    });
    const set = await testMode.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { set: '2026-05-01T00:00:00.000Z' },
    });
    expect(set.json()).toEqual({ now: '2026-05-01T00:00:00.000Z' });
    expect(t.clock.now().toISOString()).toBe('2026-05-01T00:00:00.000Z');
    const bad = await testMode.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: -5 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('runs the due jobs before answering: five days on, five accruals are booked', async () => {
    const partner = await createPartner(t.db);
    const pkg = await createPackage(t.db);
    const bought = await createActivePackage(t.db, partner.id, {
      packageId: pkg.id,
      at: t.clock.now(),
    });
    const res = await testMode.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 5 * DAY + HOUR },
    });
    expect(res.statusCode).toBe(200);
    const booked = await t.db
      .select({ key: ledgerTransactions.naturalKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.naturalKey, `accrual:${bought.id}:%`));
    expect(booked).toHaveLength(5);
  });
});
