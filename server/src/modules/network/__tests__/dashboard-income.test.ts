import { units, type DashboardIncome } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { apiAs } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createAdmin } from '../../../testing/fixtures';
import { createPackage } from '../../../testing/packages';
import type { TestApp } from '../../../testing/test-app';
import { partnerAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import type { LedgerKind } from 'shared-api/contract';
import { reverseTransaction } from '../../operations/reverse-transaction';
import { runAccruals } from '../../packages/accrual-job';
import { lockBonusesAccount } from '../bonuses-account';
import {
  buyPackage,
  createNetworkTestApp,
  partnerUnder,
  tokenOf,
} from '../testing/network-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createNetworkTestApp();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const gtc = (whole: number) => BigInt(units(whole));

/** A bonus of `kind` booked to the partner's GTC wallet from the bonuses account. */
async function bonus(partnerId: number, kind: LedgerKind, amount: bigint): Promise<number> {
  return t.db.transaction(async (tx) => {
    const at = t.clock.now();
    const bonuses = await lockBonusesAccount(tx, at);
    const wallet = await partnerAccount(tx, partnerId, 'GTC', at);
    const posted = await postTransaction(tx, {
      kind,
      partnerId,
      createdBy: { kind: 'system', id: null },
      at,
      entries: [
        { account: wallet, amount },
        { account: bonuses, amount: -amount },
      ],
    });
    return posted!.id;
  });
}

describe('GET /api/client/dashboard/income', () => {
  it('sums each bonus type of the wallet (net of reversals) and the package statistics', async () => {
    const partner = await partnerUnder(t.db, null);
    const long = await createPackage(t.db, {
      price: gtc(100),
      dailyIncomeBp: 50,
      periodDays: 10,
      linearLevels: 1,
    });
    const short = await createPackage(t.db, { price: gtc(200), dailyIncomeBp: 100, periodDays: 2 });
    await buyPackage(t, partner.id, long.id);
    await buyPackage(t, partner.id, short.id);
    const downline = await partnerUnder(t.db, partner.id);
    const big = await createPackage(t.db, { price: gtc(1_000), periodDays: 30 });
    await buyPackage(t, downline.id, big.id); // 5 % = 50 GTC linear bonus
    t.clock.advance(3 * DAY);
    await runAccruals(t.db, t.clock.now()); // 3 × 0.5 + 2 × 2 GTC; the short package finishes

    await bonus(partner.id, 'binary-bonus', gtc(7));
    await bonus(partner.id, 'mentor-reward', gtc(20));
    const career = await bonus(partner.id, 'career-reward', gtc(100));
    const admin = await createAdmin(t.db, { permissions: ['update-transactions'] });
    await t.db.transaction((tx) =>
      reverseTransaction(tx, {
        id: career,
        reason: 'test',
        adminId: admin.id,
        at: t.clock.now(),
        ip: null,
      }),
    );

    const res = await apiAs(t.app, await tokenOf(t, partner.id)).get<DashboardIncome>(
      '/api/client/dashboard/income',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      byType: {
        'daily-bonus': '5500000',
        'partner-purchase-bonus': units(50),
        'binary-bonus': units(7),
        'career-bonus': units(20),
      },
      total: '82500000',
      packages: { active: 1, finished: 1, invested: units(300), earned: '5500000' },
    });
  });

  it('shows zeros to a new partner', async () => {
    const partner = await partnerUnder(t.db, null);
    const res = await apiAs(t.app, await tokenOf(t, partner.id)).get<DashboardIncome>(
      '/api/client/dashboard/income',
    );
    expect(res.body).toEqual({
      byType: {
        'daily-bonus': '0',
        'partner-purchase-bonus': '0',
        'binary-bonus': '0',
        'career-bonus': '0',
      },
      total: '0',
      packages: { active: 0, finished: 0, invested: '0', earned: '0' },
    });
  });
});
