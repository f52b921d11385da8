import { sql } from 'drizzle-orm';
import type { Basket, Operation } from 'shared-api/contract';
import { HOUR } from '../../clock';
import { expectLegsFromScratch } from '../../modules/binary/testing/binary-test-kit';
import { queryRows } from '../../modules/ledger/sql-rows';
import { bearer } from '../../testing/fixtures';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../demo';
import { demoNetworkPlan } from '../demo-network';

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({ db: t.db, clock: t.clock, nodeEnv: 'development' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: 'demo', password: 'partner-demo-2026' },
  });
  demoToken = res.json<{ token: string }>().token;
});
afterAll(() => t?.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: bearer(demoToken) });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

describe('demoNetworkPlan', () => {
  const now = new Date('2026-01-15T10:00:00.000Z');
  const plan = demoNetworkPlan(now);

  it('has at least 60 partners on lines 1..6, each sponsored by an earlier one', () => {
    expect(plan.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plan.map((m) => m.line))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const seen = new Map<string, number>([['demo', 0]]);
    for (const m of plan) {
      expect(seen.get(m.sponsorLogin)).toBe(m.line - 1);
      seen.set(m.login, m.line);
    }
  });

  it('uses unique logins, emails and valid partner codes', () => {
    expect(new Set(plan.map((m) => m.login)).size).toBe(plan.length);
    expect(new Set(plan.map((m) => m.partnerCode)).size).toBe(plan.length);
    for (const m of plan) expect(m.partnerCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('places every sponsor before its partners and everything in the past', () => {
    const placedAt = new Map<string, number>();
    for (const m of plan) {
      if (!m.placement) continue;
      const sponsorAt = placedAt.get(m.sponsorLogin);
      if (m.sponsorLogin !== 'demo') expect(sponsorAt).toBeLessThan(m.placement.at.getTime());
      expect(m.placement.at.getTime()).toBeLessThan(now.getTime());
      placedAt.set(m.login, m.placement.at.getTime());
    }
  });
});

describe('seeded demo network', () => {
  it('grows 60 partners under demo over 6 lines, most of them active', async () => {
    const lines = await queryRows<{ line: number; partners: number; active: number }>(
      t.db,
      sql`with recursive down(id, line) as (
        select c.id, 1 from partners c join partners d on d.id = c.sponsor_id where d.login = 'demo'
        union all
        select c.id, d.line + 1 from down d join partners c on c.sponsor_id = d.id
      )
      select d.line, count(*)::int as partners, count(*) filter (where p.active)::int as active
      from down d join partners p on p.id = d.id group by d.line order by d.line`,
    );
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6]);
    const total = lines.reduce((n, l) => n + l.partners, 0);
    const active = lines.reduce((n, l) => n + l.active, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(active).toBeGreaterThan(total / 2);
  });

  it("leaves three first-line partners in demo's basket with their countdown running", async () => {
    const basket = await get<Basket>('/api/client/binary/basket');
    expect(basket.canPlace).toBe(true);
    expect(basket.items.map((i) => i.login)).toEqual(['demo-l1-06', 'demo-l1-07', 'demo-l1-08']);
    const now = t.clock.now().getTime();
    for (const item of basket.items) {
      const left = Date.parse(item.autoPlaceAt) - now;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(24 * HOUR);
    }
    expect(basket.items[0]?.investment).not.toBe('0');
  });

  it('pays demo linear and binary bonuses shown in its operations', async () => {
    for (const type of ['partner-purchase-bonus', 'binary-bonus'] as const) {
      const page = await get<{ items: Operation[] }>(`/api/client/operations?type=${type}`);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((o) => o.type === type && BigInt(o.amount) > 0n)).toBe(true);
    }
  });

  it('awards career statuses', async () => {
    const [row] = await queryRows<{ awards: number }>(
      t.db,
      sql`select count(*)::int as awards from career_awards`,
    );
    expect(row?.awards).toBeGreaterThan(0);
  });

  it('keeps the ledger and the binary legs consistent', async () => {
    expect(await ledgerViolations(t.db)).toEqual([]);
    await expectLegsFromScratch(t.db);
  });

  it('creates nothing on a second run', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from ledger_transactions`,
        )
      )[0]?.n;
    const before = await count();
    expect((await seedDemo({ db: t.db, clock: t.clock, nodeEnv: 'test' })).created).toEqual([]);
    expect(await count()).toBe(before);
  });
});
