import { eq } from 'drizzle-orm';
import { units, type LedgerKind, type Statistics } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { deposits, partnerPackages, withdrawals } from '../../../db/schema';
import { createPartner } from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { catalogueLookup, createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ok, send, signedInAdmin } from '../../finance/testing/money-test-kit';
import { MODULES } from '../../index';
import { partnerAccount, systemAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { reverseTransaction } from '../../operations/reverse-transaction';
import { upgradePackage } from '../../packages/upgrade-package';
import { statisticsModule } from '../index';

let t: TestApp;
let admin: { id: number; token: string };

const at = (iso: string) => new Date(`2030-03-${iso}Z`);
const D1 = '2030-03-01';
const D2 = '2030-03-02';
const D3 = '2030-03-03';

beforeAll(async () => {
  t = await createTestApp({
    extraModules: MODULES.includes(statisticsModule) ? [] : [statisticsModule],
  });
  t.clock.set(at('05T12:00:00.000'));
  admin = await signedInAdmin(t, ['view-statistics']);
  await buildDataset();
});
afterAll(() => t?.close());

/** A bonus of `kind` to the partner's wallet from the bonuses account. */
async function bonus(partnerId: number, kind: LedgerKind, gtc: number, when: Date) {
  const booked = await t.db.transaction(async (tx) =>
    postTransaction(tx, {
      kind,
      partnerId,
      createdBy: { kind: 'system', id: null },
      at: when,
      entries: [
        { account: await partnerAccount(tx, partnerId, 'GTC', when), amount: BigInt(units(gtc)) },
        { account: await systemAccount(tx, 'bonuses', 'GTC', when), amount: -BigInt(units(gtc)) },
      ],
    }),
  );
  if (!booked) throw new Error('no bonus');
  return booked.id;
}

async function buildDataset() {
  // Partners: two on day 1 (its last millisecond included), one on day 3, two just outside.
  const p1 = await createPartner(t.db, { registeredAt: at('01T10:00:00.000') });
  const p2 = await createPartner(t.db, { registeredAt: at('01T23:59:59.999') });
  const p3 = await createPartner(t.db, { registeredAt: at('03T00:00:00.000') });
  await createPartner(t.db, { registeredAt: new Date('2030-02-28T23:59:59.999Z') });
  await createPartner(t.db, { registeredAt: at('04T00:00:00.000') });

  // Packages: Start (100) on day 1; Basic (500) on day 2, upgraded to Standard (+500) on day 3;
  // Start on day 2 that finishes the same day (not active at the end).
  const start = await catalogueLookup(t.db, 'Start');
  const basic = await catalogueLookup(t.db, 'Basic');
  const standard = await catalogueLookup(t.db, 'Standard');
  await createActivePackage(t.db, p1.id, { packageId: start.id, at: at('01T12:00:00.000') });
  const p2Basic = await createActivePackage(t.db, p2.id, {
    packageId: basic.id,
    at: at('02T09:00:00.000'),
  });
  const upgradeAt = at('03T09:00:00.000');
  await creditPartner(t.db, p2.id, units(500), 'GTC', upgradeAt);
  await t.db.transaction((tx) =>
    upgradePackage(
      tx,
      { partnerId: p2.id, at: upgradeAt, intervalMs: DAY, ip: null, impersonatorAdminId: null },
      { partnerPackageId: p2Basic.id, packageId: standard.id },
    ),
  );
  const p3Start = await createActivePackage(t.db, p3.id, {
    packageId: start.id,
    at: at('02T10:00:00.000'),
  });
  await t.db
    .update(partnerPackages)
    .set({ status: 'finished', nextAccrualAt: null, finishedAt: at('02T20:00:00.000') })
    .where(eq(partnerPackages.id, p3Start.id));

  // Deposits: completed on day 1 and day 3 (GTC credited), one pending, one completed outside.
  const deposit = (credit: number, status: 'completed' | 'pending', completedAt: Date | null) => ({
    partnerId: p1.id,
    amount: BigInt(units(credit)),
    fee: 0n,
    gtcPerUsdtPpm: 1_000_000,
    credit: BigInt(units(credit)),
    walletAddress: 'T-wallet',
    network: 'TRC20',
    status,
    processingMinMinutes: 10,
    processingMaxMinutes: 60,
    createdAt: at('01T00:00:00.000'),
    expiresAt: at('01T00:30:00.000'),
    completedAt,
  });
  await t.db
    .insert(deposits)
    .values([
      deposit(10, 'completed', at('01T08:00:00.000')),
      deposit(25, 'completed', at('03T23:00:00.000')),
      deposit(40, 'pending', null),
      deposit(70, 'completed', at('04T00:00:00.000')),
    ]);

  // Withdrawals: one completed on day 2, one cancelled (not counted).
  const reserve = await creditPartner(t.db, p1.id, units(1), 'GTC', at('01T00:00:00.000'));
  const withdrawal = (gtc: number, status: 'completed' | 'cancelled') => ({
    partnerId: p1.id,
    currency: 'GTC' as const,
    amount: BigInt(units(gtc)),
    fee: 0n,
    toReceive: BigInt(units(gtc)),
    gtcPerUsdtPpm: 1_000_000,
    status,
    windowDate: D2,
    createdAt: at('02T01:00:00.000'),
    processBy: at('05T01:00:00.000'),
    processedAt: at('02T15:00:00.000'),
    reserveTransactionId: reserve,
  });
  await t.db.insert(withdrawals).values([withdrawal(50, 'completed'), withdrawal(30, 'cancelled')]);

  // Bonuses: day 2 an accrual and a linear bonus; day 3 a binary bonus, a career and a mentor
  // reward, and the reversal of day 2's linear bonus.
  await bonus(p1.id, 'accrual', 1, at('02T10:00:00.000'));
  const linear = await bonus(p1.id, 'linear-bonus', 5, at('02T11:00:00.000'));
  await bonus(p1.id, 'binary-bonus', 7, at('03T00:00:00.000'));
  await bonus(p2.id, 'career-reward', 100, at('03T12:00:00.000'));
  await bonus(p1.id, 'mentor-reward', 20, at('03T12:00:00.000'));
  await bonus(p1.id, 'binary-bonus', 9, at('04T00:00:00.000')); // outside
  await t.db.transaction((tx) =>
    reverseTransaction(tx, {
      id: linear,
      reason: 'booked by mistake',
      adminId: admin.id,
      at: at('03T13:00:00.000'),
      ip: null,
    }),
  );
}

const statistics = async (query: string) =>
  send(t, { url: `/api/admin/statistics?${query}`, token: admin.token });

const none = {
  'daily-bonus': '0',
  'partner-purchase-bonus': '0',
  'binary-bonus': '0',
  'career-bonus': '0',
};

describe('GET /api/admin/statistics', () => {
  it('answers one point per day and the totals of the period', async () => {
    const stats = ok<Statistics>(await statistics(`from=${D1}&to=${D3}`));
    expect(stats.series).toEqual([
      {
        date: D1,
        newPartners: 2,
        packagesSold: 1,
        packagesAmount: units(100),
        deposits: units(10),
        withdrawals: '0',
        bonuses: none,
      },
      {
        date: D2,
        newPartners: 0,
        packagesSold: 2,
        packagesAmount: units(600),
        deposits: '0',
        withdrawals: units(50),
        bonuses: { ...none, 'daily-bonus': units(1), 'partner-purchase-bonus': units(5) },
      },
      {
        date: D3,
        newPartners: 1,
        packagesSold: 1,
        packagesAmount: units(500),
        deposits: units(25),
        withdrawals: '0',
        bonuses: {
          // The upgrade books the Basic package's accrual due then: 0.45 % of 500.
          'daily-bonus': '2250000',
          'partner-purchase-bonus': units(-5),
          'binary-bonus': units(7),
          'career-bonus': units(120),
        },
      },
    ]);
    expect(stats.totals).toEqual({
      newPartners: 3,
      // p1 (Start) and p2 (Standard after the upgrade); p3's package finished on day 2.
      activePartners: 2,
      packagesSold: 4,
      packagesAmount: units(1_200),
      deposits: units(35),
      withdrawals: units(50),
      bonuses: {
        'daily-bonus': '3250000',
        'partner-purchase-bonus': '0',
        'binary-bonus': units(7),
        'career-bonus': units(120),
      },
    });
  });

  it('counts the partners active at the end of the period from the package history', async () => {
    const day1 = ok<Statistics>(await statistics(`from=${D1}&to=${D1}`));
    expect(day1.totals.activePartners).toBe(1);
    expect(day1.series).toHaveLength(1);
    const day2 = ok<Statistics>(await statistics(`from=${D2}&to=${D2}`));
    expect(day2.totals).toMatchObject({ activePartners: 2, newPartners: 0, packagesSold: 2 });
  });

  it('takes at most 366 days, in order', async () => {
    const year = ok<Statistics>(await statistics('from=2028-01-01&to=2028-12-31'));
    expect(year.series).toHaveLength(366);
    expect(year.series[59]?.date).toBe('2028-02-29');
    for (const query of ['from=2028-01-01&to=2029-01-01', `from=${D3}&to=${D1}`]) {
      const res = await statistics(query);
      expect([res.status, res.error?.fields]).toEqual([422, { to: 'invalidDate' }]);
    }
    expect((await statistics('from=2030-03-01')).status).toBe(422);
    expect((await statistics('from=2030-02-30&to=2030-03-01')).status).toBe(422);
  });

  it('needs view-statistics', async () => {
    const other = await signedInAdmin(t, ['view-partners']);
    const res = await send(t, {
      url: `/api/admin/statistics?from=${D1}&to=${D3}`,
      token: other.token,
    });
    expect(res.status).toBe(403);
  });
});
