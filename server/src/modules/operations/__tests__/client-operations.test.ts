import { units, type Operation, type Page, type Wallet } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { withdrawals } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import {
  clientLogin,
  createAdmin,
  createPartner,
  type PartnerFixture,
} from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerAccount, systemAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { reverseTransaction } from '../reverse-transaction';

let t: TestApp;
let me: PartnerFixture;
let friend: PartnerFixture;
let api: Api;
const ids: Record<string, number> = {};

/** GTC from one partner to another, as the transfers module books it (counterparty in details). */
async function transfer(from: number, to: number, amount: bigint, at: Date): Promise<number> {
  return t.db.transaction(async (tx) => {
    const posted = await postTransaction(tx, {
      kind: 'transfer',
      partnerId: from,
      details: { counterpartyId: to },
      createdBy: { kind: 'partner', id: from },
      at,
      entries: [
        { account: await partnerAccount(tx, from, 'GTC', at), amount: -amount },
        { account: await partnerAccount(tx, to, 'GTC', at), amount },
      ],
    });
    if (!posted) throw new Error('no transfer');
    return posted.id;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-01T12:00:00.000Z');
  me = await createPartner(t.db);
  friend = await createPartner(t.db);
  api = apiAs(t.app, await clientLogin(t.app, me.login, me.password ?? ''));
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));
  ids.funding = await creditPartner(t.db, me.id, units(100), 'GTC', day(1));
  ids.usdt = await creditPartner(t.db, me.id, units(3), 'USDT', day(2));
  ids.sent = await transfer(me.id, friend.id, BigInt(units(10)), day(3));
  ids.received = await transfer(friend.id, me.id, BigInt(units(4)), day(4));
  const admin = await createAdmin(t.db, { permissions: ['update-transactions'] });
  ids.reversal = await t.db.transaction((tx) =>
    reverseTransaction(tx, {
      id: ids.received ?? 0,
      reason: 'Oops',
      adminId: admin.id,
      at: day(5),
      ip: null,
    }),
  );
  // A pending withdrawal of 20 GTC, reserved as the withdrawals module does.
  await t.db.transaction(async (tx) => {
    const at = day(5);
    const reserve = await postTransaction(tx, {
      kind: 'withdrawal-reserve',
      partnerId: me.id,
      createdBy: { kind: 'partner', id: me.id },
      at,
      entries: [
        { account: await partnerAccount(tx, me.id, 'GTC', at), amount: -BigInt(units(20)) },
        {
          account: await systemAccount(tx, 'withdrawals-pending', 'GTC', at),
          amount: BigInt(units(20)),
        },
      ],
    });
    await tx.insert(withdrawals).values({
      partnerId: me.id,
      currency: 'GTC',
      amount: BigInt(units(20)),
      fee: 0n,
      toReceive: BigInt(units(20)),
      gtcPerUsdtPpm: 1_000_000,
      status: 'pending',
      windowDate: '2026-03-05',
      createdAt: at,
      processBy: new Date(at.getTime() + 3 * DAY),
      reserveTransactionId: reserve?.id ?? 0,
    });
  });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const list = (query = '') => api.get<Page<Operation>>(`/api/client/operations${query}`);

describe('client wallet and operations', () => {
  it('shows the balances and the GTC reserved by pending withdrawals', async () => {
    const res = await api.get<Wallet>('/api/client/wallet');
    // 100 − 10 + 4 − 4 (reversed) − 20 (reserved).
    expect(res).toEqual({
      status: 200,
      body: { GTC: units(70), USDT: units(3), reserved: units(20) },
    });
  });

  it('lists every movement of my wallets newest first, with types and counterparties', async () => {
    const res = await list();
    expect(res.body.total).toBe(6);
    expect(res.body.items.map((o) => [o.kind, o.type, o.amount, o.currency])).toEqual([
      ['withdrawal-reserve', 'withdrawal', `-${units(20)}`, 'GTC'],
      ['reversal', 'transfer', `-${units(4)}`, 'GTC'],
      ['transfer', 'transfer', units(4), 'GTC'],
      ['transfer', 'transfer', `-${units(10)}`, 'GTC'],
      ['adjustment', 'adjustment', units(3), 'USDT'],
      ['adjustment', 'adjustment', units(100), 'GTC'],
    ]);
    const sent = res.body.items.find((o) => o.transactionId === ids.sent);
    expect(sent).toMatchObject({
      date: '2026-03-03T12:00:00.000Z',
      counterparty: { login: friend.login, partnerCode: friend.partnerCode },
      details: { counterpartyId: friend.id },
    });
    // A reversal keeps the counterparty of what it reverses.
    const reversal = res.body.items.find((o) => o.transactionId === ids.reversal);
    expect(reversal?.counterparty).toEqual({ login: me.login, partnerCode: me.partnerCode });
    const funding = res.body.items.find((o) => o.transactionId === ids.funding);
    expect(funding?.counterparty).toBeNull();
  });

  it('filters by type (a reversal counts as what it reverses), period and page', async () => {
    const transfers = await list('?type=transfer');
    expect(transfers.body.items.map((o) => o.transactionId)).toEqual([
      ids.reversal,
      ids.received,
      ids.sent,
    ]);
    expect((await list('?type=adjustment')).body.total).toBe(2);
    expect((await list('?type=daily-bonus')).body).toEqual({ items: [], total: 0 });
    const period = await list('?from=2026-03-02&to=2026-03-03');
    expect(period.body.items.map((o) => o.transactionId)).toEqual([ids.sent, ids.usdt]);
    const page2 = await list('?pageSize=4&page=2');
    expect(page2.body.items.map((o) => o.transactionId)).toEqual([ids.usdt, ids.funding]);
    expect(page2.body.total).toBe(6);
    expect((await list('?type=gift')).status).toBe(422);
  });

  it('shows nothing of other partners', async () => {
    const friendApi = apiAs(t.app, await clientLogin(t.app, friend.login, friend.password ?? ''));
    const res = await friendApi.get<Page<Operation>>('/api/client/operations');
    expect(res.body.items.map((o) => o.amount)).toEqual([units(4), `-${units(4)}`, units(10)]);
  });
});
