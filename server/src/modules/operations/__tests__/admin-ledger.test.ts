import { and, desc, eq } from 'drizzle-orm';
import {
  PERMISSIONS,
  units,
  type AdminWallet,
  type LedgerTransaction,
  type LedgerTransactionDetail,
  type Page,
} from 'shared-api/contract';
import { adminLogs, ledgerTransactions } from '../../../db/schema';
import { apiAs, newKey, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import {
  adminLogin,
  createAdmin,
  createPartner,
  type PartnerFixture,
} from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';

let t: TestApp;
let admin: Api;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const chief = await createAdmin(t.db, { permissions: PERMISSIONS, name: 'Chief' });
  adminId = chief.id;
  admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const adjust = (partnerId: number, body: object, key = newKey()) =>
  admin.post<AdminWallet>(`/api/admin/partners/${partnerId}/balance-adjustments`, body, key);
const credit = (amount: string, extra: object = {}) => ({
  currency: 'GTC',
  direction: 'credit',
  amount,
  reason: 'Welcome bonus',
  ...extra,
});
const lastLog = async (action: string) => {
  const [row] = await t.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.adminUserId, adminId)))
    .orderBy(desc(adminLogs.id))
    .limit(1);
  return row;
};

describe('partner balance and adjustments', () => {
  let partner: PartnerFixture;
  beforeAll(async () => {
    partner = await createPartner(t.db);
  });

  it('shows a new partner a zero wallet; 404 for an unknown partner', async () => {
    const res = await admin.get(`/api/admin/partners/${partner.id}/balance`);
    expect(res).toEqual({
      status: 200,
      body: { partnerId: partner.id, GTC: '0', USDT: '0', reserved: '0' },
    });
    expect((await admin.get('/api/admin/partners/999999/balance')).status).toBe(404);
  });

  it('credits and debits with a reason, admin-logged with the partner as subject', async () => {
    const credited = await adjust(partner.id, credit(units(100)));
    expect(credited).toEqual({
      status: 200,
      body: { partnerId: partner.id, GTC: units(100), USDT: '0', reserved: '0' },
    });
    expect(await lastLog('balance-adjusted')).toMatchObject({
      subjectType: 'partner',
      subjectId: partner.id,
      after: { currency: 'GTC', direction: 'credit', amount: units(100), reason: 'Welcome bonus' },
    });
    const debited = await adjust(
      partner.id,
      credit(units(30), { direction: 'debit', reason: 'Fix' }),
    );
    expect(debited.body.GTC).toBe(units(70));
    const usdt = await adjust(partner.id, credit(units(5), { currency: 'USDT' }));
    expect(usdt.body).toMatchObject({ GTC: units(70), USDT: units(5) });
  });

  it('never takes a wallet below zero (409 next to the amount)', async () => {
    const res = await adjust(partner.id, credit(units(71), { direction: 'debit' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
    });
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(BigInt(units(70)));
  });

  it('is idempotent: a retry answers the first wallet, books once; another body is 422', async () => {
    const key = newKey();
    const first = await adjust(partner.id, credit(units(10)), key);
    const again = await adjust(partner.id, credit(units(10)), key);
    expect(again).toEqual(first);
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(BigInt(units(80)));
    const other = await adjust(partner.id, credit(units(11)), key);
    expect(other.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const none = await admin.post(
      `/api/admin/partners/${partner.id}/balance-adjustments`,
      credit('1'),
      null,
    );
    expect(none.status).toBe(400);
    expect((await adjust(999_999, credit(units(1)))).status).toBe(404);
    const invalid = await adjust(partner.id, {
      currency: 'EUR',
      direction: 'up',
      amount: '-1',
      reason: '',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error?.fields ?? {}).sort()).toEqual([
      'amount',
      'currency',
      'direction',
      'reason',
    ]);
  });
});

describe('admin transactions', () => {
  let alice: PartnerFixture;
  let bob: PartnerFixture;
  let funding: number;

  beforeAll(async () => {
    alice = await createPartner(t.db);
    bob = await createPartner(t.db);
    funding = await creditPartner(t.db, alice.id, units(50), 'GTC', t.clock.now());
  });

  it('lists transactions newest first with amount, partner, filters and search', async () => {
    await creditPartner(t.db, bob.id, units(7), 'USDT', t.clock.now());
    const page = await admin.get<Page<LedgerTransaction>>(
      `/api/admin/transactions?partnerId=${alice.id}`,
    );
    expect(page.body).toEqual({
      total: 1,
      items: [
        {
          id: funding,
          kind: 'adjustment',
          createdAt: t.clock.now().toISOString(),
          amount: units(50),
          currency: 'GTC',
          partner: { id: alice.id, login: alice.login },
          memo: 'Test funding',
          reversedBy: null,
          reverses: null,
        },
      ],
    });
    const all = await admin.get<Page<LedgerTransaction>>('/api/admin/transactions?kind=adjustment');
    const ids = all.body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bobs = await admin.get<Page<LedgerTransaction>>(
      `/api/admin/transactions?search=${bob.login}`,
    );
    expect(bobs.body.items.map((i) => [i.currency, i.amount])).toEqual([['USDT', units(7)]]);
    const none = await admin.get<Page<LedgerTransaction>>('/api/admin/transactions?to=2020-01-01');
    expect(none.body).toEqual({ items: [], total: 0 });
    expect((await admin.get('/api/admin/transactions?kind=gift')).status).toBe(422);
  });

  it('shows one transaction with its entries, natural key and author', async () => {
    const res = await admin.get<LedgerTransactionDetail>(`/api/admin/transactions/${funding}`);
    expect(res.body).toMatchObject({
      id: funding,
      naturalKey: null,
      createdBy: { kind: 'system', name: 'system' },
      entries: [
        {
          amount: units(50),
          account: {
            currency: 'GTC',
            owner: { kind: 'partner', id: alice.id, login: alice.login },
          },
        },
        {
          amount: `-${units(50)}`,
          account: { currency: 'GTC', owner: { kind: 'system', name: 'admin-adjustments' } },
        },
      ],
    });
    expect((await admin.get('/api/admin/transactions/999999')).status).toBe(404);
  });

  it('reverses a transaction once with mirror entries, admin-logged; a retry answers the same', async () => {
    const key = newKey();
    const res = await admin.post<LedgerTransaction>(
      `/api/admin/transactions/${funding}/reverse`,
      { reason: 'Booked by mistake' },
      key,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'reversal',
      amount: units(50),
      partner: { id: alice.id },
      memo: 'Booked by mistake',
      reverses: funding,
      reversedBy: null,
    });
    expect(await partnerBalance(t.db, alice.id, 'GTC')).toBe(0n);
    const again = await admin.post(
      `/api/admin/transactions/${funding}/reverse`,
      { reason: 'Booked by mistake' },
      key,
    );
    expect(again).toEqual(res);
    const detail = await admin.get<LedgerTransactionDetail>(
      `/api/admin/transactions/${res.body.id}`,
    );
    expect(detail.body.entries.map((e) => e.amount)).toEqual([`-${units(50)}`, units(50)]);
    expect(detail.body.createdBy).toEqual({ kind: 'admin', name: 'Chief' });
    const original = await admin.get<LedgerTransaction>(`/api/admin/transactions/${funding}`);
    expect(original.body.reversedBy).toBe(res.body.id);
    expect(await lastLog('transaction-reversed')).toMatchObject({
      subjectType: 'partner',
      subjectId: alice.id,
      after: { transactionId: funding, reversalId: res.body.id, reason: 'Booked by mistake' },
    });

    const twice = await admin.post(`/api/admin/transactions/${funding}/reverse`, {
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe('INVALID_STATE');
    const reversal = await admin.post(`/api/admin/transactions/${res.body.id}/reverse`, {
      reason: 'Undo',
    });
    expect(reversal.body.error?.code).toBe('INVALID_STATE');
    expect(
      (await admin.post('/api/admin/transactions/999999/reverse', { reason: 'None' })).status,
    ).toBe(404);
  });

  it('refuses a reversal that would take a wallet below zero, and non-reversible kinds', async () => {
    const gift = await creditPartner(t.db, bob.id, units(20), 'GTC', t.clock.now());
    await adjust(bob.id, credit(units(15), { direction: 'debit' }));
    const res = await admin.post(`/api/admin/transactions/${gift}/reverse`, { reason: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('INSUFFICIENT_FUNDS');
    const [purchaseLike] = await t.db
      .insert(ledgerTransactions)
      .values({
        kind: 'withdrawal-reserve',
        partnerId: bob.id,
        createdByKind: 'system',
        createdAt: t.clock.now(),
      })
      .returning({ id: ledgerTransactions.id });
    const workflow = await admin.post(`/api/admin/transactions/${purchaseLike?.id}/reverse`, {
      reason: 'Not here',
    });
    expect(workflow.status).toBe(409);
    expect(workflow.body.error?.code).toBe('INVALID_STATE');
  });
});
