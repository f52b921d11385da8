import { DEFAULT_TWO_FACTOR_POLICY } from '../config';
import { ledgerViolations } from '../testing/ledger-invariants';
import {
  call,
  createActors,
  newKey,
  type MoneyCall,
  type Reply,
} from '../testing/simulation/money-actors';
import { createTestApp, type TestApp } from '../testing/test-app';
import { codeNow } from '../testing/two-factor';
import { describeOnPostgres } from '../testing/on-postgres';

/**
 * Issue 4, item 8 (second part): more than 200 concurrent transfers and withdrawals between a few
 * hot wallets, on PostgreSQL where transactions really interleave (PGlite runs one at a time).
 */
const START = 2_000n * 1_000_000n;
/** A real TRC20 address: the server refuses one whose base58check fails. */
const WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ALLOWED_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'TWO_FA_INVALID',
  'WITHDRAWAL_ALREADY_REQUESTED',
  'LIMIT_EXCEEDED',
]);

type TransferBody = { amount: string; sender: { id: number }; recipient: { id: number } };
type WithdrawalBody = { amount: string; partner: { id: number } };

describeOnPostgres('concurrent money requests on hot wallets (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Wrong codes are part of the storm; a lock after 5 would only hide the money races.
    t = await createTestApp({
      config: { twoFactor: { ...DEFAULT_TWO_FACTOR_POLICY, maxFailures: 100_000 } },
    });
    t.clock.set('2026-03-05T10:00:00.000Z');
  });
  afterAll(() => t?.close());

  it('books each accepted request once, refuses the rest clearly, and keeps every invariant', async () => {
    const actors = await createActors(t, 6);
    const { partners } = actors;
    for (const p of partners) {
      const funded = await call(t.app, {
        method: 'POST',
        url: `/api/admin/partners/${p.id}/balance-adjustments`,
        token: actors.adminToken(),
        body: { currency: 'GTC', direction: 'credit', amount: START.toString(), reason: 'funding' },
        key: newKey(),
      });
      expect(funded.statusCode).toBeLessThan(300);
    }

    const calls: MoneyCall[] = [];
    partners.forEach((p, i) => {
      const others = partners.filter((o) => o.id !== p.id);
      const totp = codeNow(p.secret, t.clock);
      const transfer = (n: number, code: string): MoneyCall => ({
        method: 'POST',
        url: '/api/client/transfers',
        token: p.token,
        // 150..740 GTC: enough that some senders run dry while others receive.
        body: {
          amount: ((150n + BigInt((n * 37 + i * 11) % 600)) * 1_000_000n).toString(),
          recipient: others[n % others.length]!.partnerCode,
          code,
        },
        key: newKey(),
      });
      p.recoveryCodes.slice(0, 7).forEach((code, n) => calls.push(transfer(n, code)));
      for (let n = 0; n < 20; n += 1) calls.push(transfer(n + 7, totp));
      p.recoveryCodes.slice(7, 10).forEach((code, n) =>
        calls.push({
          method: 'POST',
          url: '/api/client/withdrawals',
          token: p.token,
          body: { currency: n % 2 ? 'GTC' : 'USDT', amount: '300000000', wallet: WALLET, code },
          key: newKey(),
        }),
      );
      for (let n = 0; n < 5; n += 1) {
        calls.push({
          method: 'POST',
          url: '/api/client/withdrawals',
          token: p.token,
          body: { currency: 'GTC', amount: '200000000', code: totp },
          key: newKey(),
        });
      }
    });
    // Retries racing their own first attempt: the same key sent twice at once.
    const duplicated = calls.filter((_, n) => n % 13 === 0).slice(0, 15);
    const storm = [...calls, ...duplicated];
    expect(storm.length).toBeGreaterThanOrEqual(200);

    const replies: Reply[] = await Promise.all(storm.map((c) => call(t.app, c)));

    const byKey = new Map<string, Reply[]>();
    storm.forEach((c, n) => byKey.set(c.key!, [...(byKey.get(c.key!) ?? []), replies[n]!]));
    for (const [, pair] of byKey) {
      // One key, one answer: a business refusal is the key's result like a success (Stripe's
      // rule), so a twin never runs afresh, whatever ran in between.
      if (pair.length === 2) expect(pair[1]).toEqual(pair[0]);
    }

    const expected = new Map(partners.map((p) => [p.id, START]));
    const seen = new Set<string>();
    let accepted = 0;
    const refused = new Map<string, number>();
    storm.forEach((c, n) => {
      const reply = replies[n]!;
      expect(reply.statusCode).toBeLessThan(500);
      if (reply.statusCode >= 300) {
        expect(ALLOWED_REFUSALS.has(reply.code ?? '')).toBe(true);
        refused.set(reply.code!, (refused.get(reply.code!) ?? 0) + 1);
        expect((reply.body as { error: { message: string } }).error.message.length).toBeGreaterThan(
          3,
        );
        return;
      }
      if (seen.has(c.key!)) return;
      seen.add(c.key!);
      accepted += 1;
      if (c.url.endsWith('/transfers')) {
        const b = reply.body as TransferBody;
        expected.set(b.sender.id, expected.get(b.sender.id)! - BigInt(b.amount));
        expected.set(b.recipient.id, expected.get(b.recipient.id)! + BigInt(b.amount));
      } else {
        const b = reply.body as WithdrawalBody;
        expected.set(b.partner.id, expected.get(b.partner.id)! - BigInt(b.amount));
      }
    });
    if (process.env.SIM_VERBOSE) console.log({ accepted, refused });
    expect(accepted).toBeGreaterThan(20);
    // The storm raced for the same window and the same codes, and some senders ran dry.
    expect([...refused.keys()].sort()).toEqual(
      expect.arrayContaining(['TWO_FA_INVALID', 'WITHDRAWAL_ALREADY_REQUESTED']),
    );

    for (const p of partners) {
      const wallet = await call(t.app, {
        method: 'GET',
        url: '/api/client/wallet',
        token: p.token,
      });
      expect([p.id, (wallet.body as { GTC: string }).GTC]).toEqual([
        p.id,
        expected.get(p.id)!.toString(),
      ]);
    }
    // One request per window, however many raced for it.
    const withdrawals = await call(t.app, {
      method: 'GET',
      url: '/api/admin/withdrawals?pageSize=100',
      token: actors.adminToken(),
    });
    const perPartner = new Map<number, number>();
    for (const w of (withdrawals.body as { items: WithdrawalBody[] }).items) {
      perPartner.set(w.partner.id, (perPartner.get(w.partner.id) ?? 0) + 1);
    }
    expect(Math.max(...perPartner.values())).toBe(1);
    expect(await ledgerViolations(t.db)).toEqual([]);
  }, 300_000);
});
