import { count, sql } from 'drizzle-orm';
import { PERMISSIONS, units } from 'shared-api/contract';
import { adminUsers, partners, rolePermissions, roles } from '../../db/schema';
import { migrate } from '../../db/migrate';
import { queryRows } from '../../modules/ledger/sql-rows';
import { expectLedgerBalanced } from '../../testing/expect-ledger';
import { bearer } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo, SeedRefusedError } from '../demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async () => ({
  admins: (await t.db.select({ n: count() }).from(adminUsers))[0]?.n,
  roles: (await t.db.select({ n: count() }).from(roles))[0]?.n,
  permissions: (await t.db.select({ n: count() }).from(rolePermissions))[0]?.n,
  partners: (await t.db.select({ n: count() }).from(partners))[0]?.n,
});

/** Demo's linear, binary and career income, from the ledger. */
const networkIncomeOfDemo = async () => {
  const [row] = await queryRows<{ sum: string }>(
    t.db,
    sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_transactions tr
    join ledger_entries e on e.transaction_id = tr.id
    join ledger_accounts a on a.id = e.account_id
    join partners p on p.id = a.partner_id
    where p.login = 'demo' and a.currency = 'GTC'
      and tr.kind in ('linear-bonus', 'binary-bonus', 'career-reward', 'mentor-reward')`,
  );
  return BigInt(row?.sum ?? '0');
};

const login = async (url: string, login: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { login, password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string; permissions?: string[] }>();
};

describe('seedDemo', () => {
  it('is refused in production and writes nothing', async () => {
    await expect(seedDemo({ db: t.db, clock: t.clock, nodeEnv: 'production' })).rejects.toThrow(
      SeedRefusedError,
    );
    expect(await rows()).toEqual({ admins: 0, roles: 0, permissions: 0, partners: 0 });
  });

  it('seeds the demo accounts once (idempotent)', async () => {
    const first = await seedDemo({ db: t.db, clock: t.clock, nodeEnv: 'development' });
    expect(first.created).toEqual([
      'admin admin',
      'admin support',
      'partner root',
      'partner demo',
      'demo funding',
      'demo package Standard',
      'demo network 60 partners',
      'demo network 50 packages',
      'demo network 23 binary closes',
      'demo network 3 career statuses',
    ]);
    const after = await rows();
    expect(after).toEqual({
      admins: 2,
      roles: 2,
      permissions: PERMISSIONS.length + 6,
      partners: 62,
    });
    const again = await seedDemo({ db: t.db, clock: t.clock, nodeEnv: 'test' });
    expect(again.created).toEqual([]);
    expect(await rows()).toEqual(after);
  });

  it('gives admin every permission and support only its own', async () => {
    const admin = await login('/api/admin/login', 'admin', 'admin-demo-2026');
    expect(admin.permissions).toEqual([...PERMISSIONS]);
    const support = await login('/api/admin/login', 'support', 'support-demo-2026');
    expect(support.permissions).toEqual([
      'view-users',
      'view-partners',
      'view-transactions',
      'view-client-logs',
      'view-support',
      'manage-support',
    ]);
    // support lacks view-client-profile: login-as is a real permission failure.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(support.token),
      payload: { partnerId: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: bearer(support.token) })).statusCode,
    ).toBe(200);
  });

  it('seeds active partners root (no sponsor) and demo (sponsor root) that can sign in and invite', async () => {
    const demo = await login('/api/auth/login', 'demo', 'partner-demo-2026');
    const me = await t.app.inject({ url: '/api/client/me', headers: bearer(demo.token) });
    expect(me.json()).toMatchObject({
      login: 'demo',
      partnerCode: 'DEMO0001',
      active: true,
      sponsor: { login: 'root', partnerCode: 'ROOT0001' },
    });
    await login('/api/auth/login', 'root', 'root-demo-2026');
    for (const code of ['DEMO0001', 'ROOT0001']) {
      expect((await t.app.inject({ url: `/api/auth/invitation/${code}` })).json()).toMatchObject({
        valid: true,
      });
    }
  });

  it('gives demo GTC and the Standard package bought 3 days ago, its accruals booked', async () => {
    const demo = await login('/api/auth/login', 'demo', 'partner-demo-2026');
    const mine = await t.app.inject({
      url: '/api/client/my-packages',
      headers: bearer(demo.token),
    });
    expect(mine.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ status: 'active', accrualsDone: 3, totalEarned: units(15) }),
    ]);
    const wallet = await t.app.inject({ url: '/api/client/wallet', headers: bearer(demo.token) });
    // 5 000 funded − 1 000 paid + 3 × 5, plus what the demo network paid demo (demo-network.test).
    const bonuses = await networkIncomeOfDemo();
    expect(bonuses).toBeGreaterThan(0n);
    expect(wallet.json()).toEqual({
      GTC: (BigInt(units(4_015)) + bonuses).toString(),
      USDT: '0',
      reserved: '0',
    });
    await expectLedgerBalanced(t.db);
  });

  it('leaves a migrated database alone when migrating again', async () => {
    expect(await migrate(t.db)).toBe(0);
  });
});
