import { eq, inArray, sql } from 'drizzle-orm';
import { DAY, FixedClock, HOUR, MINUTE } from '../clock';
import { DEFAULT_AUTH_POLICY } from '../config';
import {
  careerStatuses,
  idempotencyKeys,
  partners,
  promoCampaigns,
  promoRequests,
  transfers,
} from '../db/schema';
import { migrate } from '../db/migrate';
import { openDb, type OpenDb } from '../db/open-db';
import { runDueJobs } from '../jobs/run-due-jobs';
import { closedThrough } from '../modules/binary/close/close-marker';
import { serverDay } from '../modules/finance/server-day';
import { queryRows } from '../modules/ledger/sql-rows';
import { accrualIntervalMs, accrualsDueBy } from '../modules/packages/accrual-schedule';
import { readFinanceSettings } from '../modules/settings/finance-settings';
import { seedCatalogue } from '../seed/catalogue';
import { seedDemo } from '../seed/demo';
import { issueToken } from '../security/tokens';
import { ledgerViolations } from '../testing/ledger-invariants';
import { startApiInstance, type ApiInstance } from '../testing/instances/api-instance';
import { httpCall, setInstanceClock, type HttpReply } from '../testing/instances/http-call';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../testing/instances/throwaway-database';
import {
  balancesOf,
  createBurstPartners,
  expectedBalances,
  transferCalls,
  type BurstPartner,
} from '../testing/instances/transfer-burst';
import { testConfig, TEST_TWO_FACTOR_KEY } from '../testing/test-config';
import { describeOnPostgres } from '../testing/on-postgres';

/**
 * Issue 11, item 8: two real API processes (src/main.ts, job runners on) on one PostgreSQL
 * database. PGlite is one process, so without TEST_DATABASE_URL the file is skipped (fails in CI).
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let database: ThrowawayDatabase;
  let opened: OpenDb;
  let db: OpenDb['db'];
  let a: ApiInstance;
  let b: ApiInstance;
  // The demo is seeded on a round hour: every due time of its schedules sits on a 20-minute grid.
  const t0 = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const clock = new FixedClock(t0);
  const config = testConfig();
  let burst: BurstPartner[];
  let booked = 0;

  beforeAll(async () => {
    database = await createThrowawayDatabase(baseUrl);
    opened = await openDb({ kind: 'postgres', url: database.url, maxConnections: 4 });
    db = opened.db;
    await migrate(db);
    await seedCatalogue(db, clock);
    await seedDemo({ db, clock, nodeEnv: 'test' });
    burst = await createBurstPartners({ db, clock, config }, 12);
    // Both read 2FA secrets sealed with one key, as the instances of a deployment do.
    const env = { TWO_FA_KEY: TEST_TWO_FACTOR_KEY.toString('hex') };
    [a, b] = await Promise.all([
      startApiInstance('A', { databaseUrl: database.url, env }),
      startApiInstance('B', { databaseUrl: database.url, env }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await opened?.close();
    await database?.drop();
  }, 30_000);

  const moveBoth = (at: Date) =>
    Promise.all([setInstanceClock(a.url, at), setInstanceClock(b.url, at)]);
  const countOf = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(db, query))[0]!.n;
  const ledgerKinds = async () =>
    new Map(
      (
        await queryRows<{ kind: string; n: number }>(
          db,
          sql`select kind, count(*)::int as n from ledger_transactions group by kind`,
        )
      ).map((r) => [r.kind, r.n]),
    );

  /** Nothing is left due at `at`, and every package holds exactly the accruals due by then. */
  async function expectAllBookedOnceAt(at: Date) {
    const left = await runDueJobs({ db, clock: new FixedClock(at), config });
    expect(Object.values(left).every((n) => n === 0) ? {} : left).toEqual({});
    const interval = accrualIntervalMs(await readFinanceSettings(db));
    const packages = await queryRows<{
      id: number;
      activated_at: string;
      accruals_total: number;
      booked: number;
    }>(
      db,
      sql`select pp.id, pp.activated_at, pp.accruals_total,
            (select count(*)::int from ledger_transactions t
              where t.natural_key like 'accrual:' || pp.id || ':%') as booked
          from partner_packages pp`,
    );
    expect(packages.length).toBeGreaterThan(40);
    for (const p of packages) {
      const due = accrualsDueBy(
        { activatedAt: new Date(p.activated_at), accrualsTotal: p.accruals_total },
        at,
        interval,
      );
      expect({ id: p.id, booked: p.booked }).toEqual({ id: p.id, booked: due });
    }
    const twice = await queryRows<{ natural_key: string }>(
      db,
      sql`select natural_key from ledger_transactions where natural_key is not null
          group by natural_key having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    expect(await ledgerViolations(db)).toEqual([]);
  }

  it('books every scheduled job once per period, whichever instance runs it', async () => {
    // Bronze needs nothing any more (an admin's edit): every partner without it is due an award.
    await db
      .update(careerStatuses)
      .set({
        personal: 0n,
        firstLine: 0n,
        mainBranch: 0n,
        secondaryBranches: 0,
        secondaryThreshold: 0n,
        side: 0n,
      })
      .where(eq(careerStatuses.rank, 1));
    const partnerCount = await countOf(sql`select count(*)::int as n from partners`);
    const inBasket = () =>
      countOf(sql`select count(*)::int as n from partners p
        where p.sponsor_id is not null
          and not exists (select 1 from binary_nodes n where n.partner_id = p.id)`);
    const before = await ledgerKinds();
    const basketBefore = await inBasket();
    expect(basketBefore).toBeGreaterThan(0);

    // Each move crosses a 00:00 close, the 24 h basket window and daily accruals; "+10 min"
    // keeps the next due time beyond the test's own run.
    const t1 = new Date(t0.getTime() + 26 * HOUR + 10 * MINUTE);
    await moveBoth(t1);
    await expectAllBookedOnceAt(t1);
    const afterFirst = await ledgerKinds();
    expect(await inBasket()).toBe(basketBefore - 3);
    const bronze = await countOf(sql`select count(*)::int as n from career_awards ca
      join career_statuses cs on cs.id = ca.status_id where cs.rank = 1`);
    expect(bronze).toBe(partnerCount);
    const closes = () => countOf(sql`select count(*)::int as n from binary_closes`);
    const closesAfterFirst = await closes();

    const t2 = new Date(t0.getTime() + 3 * DAY + 5 * HOUR + 10 * MINUTE);
    await moveBoth(t2);
    await expectAllBookedOnceAt(t2);
    const afterSecond = await ledgerKinds();

    const grew = (kind: string, from: Map<string, number>, to: Map<string, number>) =>
      (to.get(kind) ?? 0) - (from.get(kind) ?? 0);
    expect(grew('accrual', before, afterFirst)).toBeGreaterThan(20);
    expect(grew('accrual', afterFirst, afterSecond)).toBeGreaterThan(20);
    expect(grew('career-reward', before, afterFirst)).toBeGreaterThan(0);
    expect(grew('binary-bonus', before, afterSecond)).toBeGreaterThan(0);
    // Every day up to t2's is closed, each partner's close of a day once (primary key).
    expect(await closedThrough(db)).toBe(serverDay(new Date(t2.getTime() - DAY)));
    expect(await closes()).toBeGreaterThan(closesAfterFirst);
  }, 60_000);

  it('seeds the promo campaign once and files a form once when both instances race', async () => {
    const [demo] = await db.select().from(partners).where(eq(partners.login, 'demo'));
    const { token } = await issueToken(db, {
      kind: 'client',
      subjectId: demo!.id,
      now: t0,
      ttlMs: 30 * DAY,
    });
    const promoPage = { method: 'GET' as const, path: '/api/client/promo', token };
    const pages = await Promise.all(
      [a, b, a, b].map((instance) => httpCall(instance.url, promoPage)),
    );
    expect(pages.map((p) => p?.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await db.select().from(promoCampaigns)).toHaveLength(1);

    // A running campaign the demo partner's first line qualifies for.
    const [campaign] = await db
      .insert(promoCampaigns)
      .values({
        name: 'Race promo',
        startsAt: new Date(t0.getTime() - 10 * DAY),
        endsAt: new Date(t0.getTime() + 30 * DAY),
        tiers: [{ threshold: '1000000', prize: 'A pen' }],
        createdAt: t0,
        updatedAt: t0,
      })
      .returning();
    const form = {
      firstName: 'Anna',
      lastName: 'Berg',
      birthDate: '1990-05-01',
      country: 'de',
      city: 'Berlin',
      passportNumber: 'C01X00T47',
      passportExpiry: '2031-01-31',
      phone: '+49 151 2345 6789',
    };
    const filed = await Promise.all(
      [a, b].map((instance) =>
        httpCall(instance.url, {
          method: 'POST',
          path: '/api/client/promo/requests',
          token,
          body: form,
        }),
      ),
    );
    expect(filed.map((r) => r?.statusCode).sort()).toEqual([201, 409]);
    expect(
      await db.select().from(promoRequests).where(eq(promoRequests.campaignId, campaign!.id)),
    ).toHaveLength(1);
  });

  it('counts failed sign-ins in the database: failures on A count on B', async () => {
    // The instances run with the default policy (loadConfig).
    const limit = DEFAULT_AUTH_POLICY.loginMaxFailures;
    const seen = { A: 0, B: 0 };
    let refused: { on: 'A' | 'B'; after: number } | null = null;
    for (let n = 0; n < limit * 3 && !refused; n += 1) {
      const on = n % 2 === 0 ? 'A' : 'B';
      const reply = await httpCall((on === 'A' ? a : b).url, {
        method: 'POST',
        path: '/api/auth/login',
        // Another unknown account each time: only the client IP's count grows.
        body: { login: `nobody${n}x`, password: 'wrong-password-1' },
      });
      if (reply?.statusCode === 429) refused = { on, after: n };
      else {
        expect(reply?.statusCode).toBe(422);
        seen[on] += 1;
      }
    }
    // The IP's hard limit was reached although neither instance alone saw that many failures.
    expect(refused).not.toBeNull();
    expect(refused!.after).toBe(limit);
    expect(Math.max(seen.A, seen.B)).toBeLessThan(limit);
    const other = refused!.on === 'A' ? b : a;
    const there = await httpCall(other.url, {
      method: 'POST',
      path: '/api/auth/login',
      body: { login: 'nobody-else', password: 'wrong-password-1' },
    });
    expect(there?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('conserves money in a transfer burst split across both; one key on both answers once', async () => {
    // Funded alike; the jobs above paid them a career reward too.
    const start = await balancesOf(db, burst);
    const calls = transferCalls(burst, [0, 1, 2, 3]);
    // Every sixth request is also sent to the other instance at once with its key.
    const sends = calls.flatMap((c, n) => {
      const first = { call: c, to: n % 2 ? b : a };
      return n % 6 === 0 ? [first, { call: c, to: n % 2 ? a : b }] : [first];
    });
    const replies = await Promise.all(sends.map((s) => httpCall(s.to.url, s.call)));
    const byKey = new Map<string, HttpReply[]>();
    sends.forEach((s, n) =>
      byKey.set(s.call.key!, [...(byKey.get(s.call.key!) ?? []), replies[n]!]),
    );
    for (const answers of byKey.values()) {
      expect(answers[0]).not.toBeNull();
      expect(answers[0]!.statusCode).toBeLessThan(500);
      for (const twin of answers.slice(1)) expect(twin).toEqual(answers[0]);
    }
    const firsts = [...byKey.values()].map((answers) => answers[0]!);
    const successes = firsts.filter((r) => r.statusCode === 201).length;
    expect(successes).toBeGreaterThan(20);
    for (const r of firsts) {
      if (r.statusCode !== 201) expect(r.code).toBe('INSUFFICIENT_FUNDS');
    }
    booked += successes;
    expect(await balancesOf(db, burst)).toEqual(expectedBalances(start, firsts));
    const sent = await db
      .select()
      .from(transfers)
      .where(
        inArray(
          transfers.senderId,
          burst.map((p) => p.id),
        ),
      );
    expect(sent).toHaveLength(booked);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 60_000);

  it('loses and duplicates nothing when one instance is SIGKILLed mid-burst', async () => {
    const start = await balancesOf(db, burst);
    const calls = transferCalls(burst, [4, 5, 6, 7, 8, 9]).map((call, n) => ({
      call,
      to: n % 3 === 0 ? a : b,
    }));
    const onB = calls.filter((c) => c.to === b).length;
    let answeredByB = 0;
    const kills: Promise<void>[] = [];
    const replies = await Promise.all(
      calls.map(async ({ call, to }) => {
        const reply = await httpCall(to.url, call);
        if (to === b && reply) {
          answeredByB += 1;
          // In the middle of B's share: a few answered, the rest in flight.
          if (answeredByB === 3) kills.push(b.kill());
        }
        return reply;
      }),
    );
    await Promise.all(kills);
    expect(kills).toHaveLength(1);
    expect(b.alive()).toBe(false);
    const lost = calls.filter((_, n) => replies[n] === null);
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThan(onB);
    expect(lost.every((c) => c.to === b)).toBe(true);

    // What B committed before it died without answering: the first results of those keys.
    const committed = new Map(
      (
        await db
          .select()
          .from(idempotencyKeys)
          .where(
            inArray(
              idempotencyKeys.key,
              lost.map((c) => c.call.key!),
            ),
          )
      ).map((row) => [row.key, row]),
    );

    // The client retries every key on the survivor: an answered key answers the same again, a
    // lost one answers its first result (committed before the kill, or run now), and keeps it.
    const finals: HttpReply[] = [];
    for (const [n, { call }] of calls.entries()) {
      const retried = await httpCall(a.url, call);
      expect(retried).not.toBeNull();
      expect(retried!.statusCode).toBeLessThan(500);
      const stored = committed.get(call.key!);
      if (replies[n]) expect(retried).toEqual(replies[n]);
      else if (stored) {
        expect([retried!.statusCode, retried!.body]).toEqual([stored.statusCode, stored.response]);
      } else expect(await httpCall(a.url, call)).toEqual(retried);
      finals.push(retried);
    }
    const successes = finals.filter((r) => r?.statusCode === 201).length;
    if (process.env.SIM_VERBOSE) {
      const stats = { sent: calls.length, onB, lost: lost.length, committed: committed.size };
      console.log({ ...stats, successes });
    }
    booked += successes;
    expect(await balancesOf(db, burst)).toEqual(expectedBalances(start, finals));
    const sent = await db
      .select()
      .from(transfers)
      .where(
        inArray(
          transfers.senderId,
          burst.map((p) => p.id),
        ),
      );
    expect(sent).toHaveLength(booked);
    expect(await ledgerViolations(db)).toEqual([]);

    // The survivor runs the jobs alone: the dead one's locks died with its connections.
    const t3 = new Date(t0.getTime() + 4 * DAY + 5 * HOUR + 10 * MINUTE);
    await setInstanceClock(a.url, t3);
    await expectAllBookedOnceAt(t3);
  }, 60_000);
});
