import { and, eq, sql } from 'drizzle-orm';
import { units, type Transfer } from 'shared-api/contract';
import { idempotencyKeys, transfers } from '../../db/schema';
import type { Db } from '../../db/types';
import {
  newKey,
  ok,
  partnerWithTwoFactor,
  send,
  signedInPartner,
} from '../../modules/finance/testing/money-test-kit';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { bookTransfer } from '../../modules/transfers/book-transfer';
import { creditPartner } from '../../testing/money';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AppError } from '../app-error';
import { runIdempotent } from '../idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});

const keyRow = (scope: string, key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));

/** A request of `runIdempotent` whose "work" is a marker row (rolled back or not). */
const request = (key: string) => ({
  scope: 'test:1',
  key,
  method: 'POST',
  path: '/x',
  body: { a: 1 },
});
const work = (key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, 'work'), eq(idempotencyKeys.key, key)));
/** The operation's own write: rolled back with it, or committed with its answer. */
const doWork = async (tx: Db, key: string) => {
  await tx
    .insert(idempotencyKeys)
    .values({ scope: 'work', key, requestHash: '-', createdAt: t.clock.now() });
};

describe('runIdempotent (Stripe semantics)', () => {
  it('stores a business refusal as the key result: the work rolls back, every retry gets it', async () => {
    const key = newKey();
    let runs = 0;
    const refuse = async (tx: Db) => {
      runs += 1;
      await doWork(tx, key);
      throw new AppError(409, 'INSUFFICIENT_FUNDS', 'Insufficient funds', { amount: 'x' });
    };
    await expect(runIdempotent(t.db, t.clock, request(key), refuse)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'x' },
    });
    expect(await work(key)).toEqual([]);
    const [stored] = await keyRow('test:1', key);
    expect(stored).toMatchObject({
      statusCode: 409,
      response: {
        error: {
          code: 'INSUFFICIENT_FUNDS',
          message: 'Insufficient funds',
          fields: { amount: 'x' },
        },
      },
    });

    // The retry would succeed now, but the key's answer is the first one.
    const succeed = async () => ({ statusCode: 201, body: { ok: true } });
    const again = runIdempotent(t.db, t.clock, request(key), succeed);
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(runs).toBe(1);
    // Another body on the same key is still refused as a reuse.
    await expect(
      runIdempotent(t.db, t.clock, { ...request(key), body: { a: 2 } }, succeed),
    ).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it.each([
    ['an unexpected error', new Error('boom')],
    ['a 5xx', new AppError(503, 'MAINTENANCE', 'down')],
    ['a transient 429', new AppError(429, 'TOO_MANY_ATTEMPTS', 'later')],
    ['a 403', new AppError(403, 'FORBIDDEN', 'no')],
  ])('keeps the key free after %s: the retry runs and its answer is stored', async (_, error) => {
    const key = newKey();
    const fail = async (tx: Db) => {
      await doWork(tx, key);
      throw error;
    };
    await expect(runIdempotent(t.db, t.clock, request(key), fail)).rejects.toBe(error);
    expect(await keyRow('test:1', key)).toEqual([]);
    expect(await work(key)).toEqual([]);

    const done = await runIdempotent(t.db, t.clock, request(key), async (tx) => {
      await doWork(tx, key);
      return { statusCode: 201, body: { ok: 1 } };
    });
    expect(done).toEqual({ statusCode: 201, body: { ok: 1 } });
    expect(await work(key)).toHaveLength(1);
    const replay = await runIdempotent(t.db, t.clock, request(key), fail);
    expect(replay).toEqual(done);
  });
});

describe('a money route under the rule (POST /api/client/transfers)', () => {
  it('answers a retry of a refused transfer with the same refusal, even once funds arrived', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    const key = newKey();
    const body = { amount: units(50), recipient: to.partnerCode, code: from.code() };
    const first = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: body,
      key,
    });
    expect([first.status, first.error?.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);

    await creditPartner(t.db, from.id, units(100));
    const retry = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: body,
      key,
    });
    expect(retry).toEqual(first);
    expect(await t.db.select().from(transfers).where(eq(transfers.senderId, from.id))).toEqual([]);

    // The user's next attempt is a new request: a new key (and a fresh code) books it.
    const next = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: { ...body, code: from.code() },
      key: newKey(),
    });
    ok<Transfer>(next, 201);
  });

  it('answers two concurrent requests of one key alike, refusal or success', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(60));
    const twice = async (amount: string) => {
      const key = newKey();
      const payload = { amount, recipient: to.partnerCode, code: from.code() };
      return Promise.all(
        [0, 1].map(() =>
          send(t, { url: '/api/client/transfers', token: from.token, payload, key }),
        ),
      );
    };
    const [a, b] = await twice(units(100));
    expect(a!.status).toBe(409);
    expect(b).toEqual(a);
    const [c, d] = await twice(units(40));
    expect(c!.status).toBe(201);
    expect(d).toEqual(c);
    expect(await t.db.select().from(transfers).where(eq(transfers.senderId, from.id))).toHaveLength(
      1,
    );
  });

  it('books a transfer whose prepared statement the server dropped (DEALLOCATE, a pooler)', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(100));
    const book = () =>
      t.db.transaction((tx) =>
        bookTransfer(tx, {
          senderId: from.id,
          recipient: to,
          amount: 1n,
          at: t.clock.now(),
          impersonatorAdminId: null,
          ip: null,
        }),
      );
    // Prepared on every pooled connection, then dropped on every one, the driver unaware.
    await Promise.all([0, 1, 2, 3].map(book));
    await Promise.all(
      [0, 1, 2, 3].map(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx.execute(sql`deallocate all`);
        }),
      ),
    );
    const res = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: { amount: units(5), recipient: to.partnerCode, code: from.code() },
      key: newKey(),
    });
    ok<Transfer>(res, 201);
    expect(await t.db.select().from(transfers).where(eq(transfers.senderId, from.id))).toHaveLength(
      5,
    );
  });

  it('leaves the key free when the request was refused before it started (validation)', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(100));
    const key = newKey();
    const bad = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: { amount: 'ten', recipient: to.partnerCode, code: '000000' },
      key,
    });
    expect([bad.status, bad.error?.code]).toEqual([422, 'VALIDATION_FAILED']);
    const fixed = await send(t, {
      url: '/api/client/transfers',
      token: from.token,
      payload: { amount: units(10), recipient: to.partnerCode, code: from.code() },
      key,
    });
    ok<Transfer>(fixed, 201);
  });
});
