import { count } from 'drizzle-orm';
import { MAX_AMOUNT_MICRO, PERMISSIONS, units, type AdminWallet } from 'shared-api/contract';
import { idempotencyKeys, ledgerTransactions } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { adminLogin, clientLogin, createAdmin, createPartner } from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Issue 11: a too-large credit was booked, then answered 500, and the partner's wallet views
 * answered 500 for good. Amounts are bounded by the contract and refused before any database
 * work; a stored amount of any size numeric(38,0) holds is still served.
 */
let t: TestApp;
let admin: Api;
beforeAll(async () => {
  t = await createTestApp();
  const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
  admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const rowCount = async (table: typeof ledgerTransactions | typeof idempotencyKeys) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const body = (amount: string, reason = 'Correction') => ({
  currency: 'GTC',
  direction: 'credit',
  amount,
  reason,
});

it.each([
  ['999999999999999999999999999999', 'tooLarge'],
  [(MAX_AMOUNT_MICRO + 1n).toString(), 'tooLarge'],
  [' 1 ', 'invalidAmount'],
  ['1e6', 'invalidAmount'],
  ['-1', 'invalidAmount'],
])('refuses amount %j with 422 %s and books nothing', async (amount, code) => {
  const partner = await createPartner(t.db);
  const [transactions, keys] = [
    await rowCount(ledgerTransactions),
    await rowCount(idempotencyKeys),
  ];
  const res = await admin.post(
    `/api/admin/partners/${partner.id}/balance-adjustments`,
    body(amount),
  );
  expect([res.status, res.body.error?.code, res.body.error?.fields]).toEqual([
    422,
    'VALIDATION_FAILED',
    { amount: code },
  ]);
  expect(await rowCount(ledgerTransactions)).toBe(transactions);
  expect(await rowCount(idempotencyKeys)).toBe(keys);
  expect((await admin.get(`/api/admin/partners/${partner.id}/balance`)).status).toBe(200);
});

it('refuses a reason with NUL or control characters, keeps line breaks', async () => {
  const partner = await createPartner(t.db);
  const url = `/api/admin/partners/${partner.id}/balance-adjustments`;
  for (const reason of ['Bad\u0000reason', 'Bad\u001breason']) {
    const res = await admin.post(url, body('1000000', reason));
    expect([res.status, res.body.error?.fields]).toEqual([422, { reason: 'invalidCharacters' }]);
  }
  const ok = await admin.post<AdminWallet>(
    url,
    body(MAX_AMOUNT_MICRO.toString(), 'Line 1\nLine 2'),
  );
  expect([ok.status, ok.body.GTC]).toEqual([200, MAX_AMOUNT_MICRO.toString()]);
});

it('serves wallets and operations holding the largest amounts numeric(38,0) holds', async () => {
  const partner = await createPartner(t.db);
  const huge = 10n ** 37n;
  await creditPartner(t.db, partner.id, huge);
  await creditPartner(t.db, partner.id, units(1));
  const wallet = await admin.get<AdminWallet>(`/api/admin/partners/${partner.id}/balance`);
  expect([wallet.status, wallet.body.GTC]).toEqual([200, (huge + 1_000_000n).toString()]);
  const client = apiAs(t.app, await clientLogin(t.app, partner.login, partner.password ?? ''));
  expect((await client.get('/api/client/wallet')).status).toBe(200);
  expect((await client.get('/api/client/operations')).status).toBe(200);
  expect((await client.get('/api/client/me')).status).toBe(200);
  expect((await admin.get(`/api/admin/transactions?partnerId=${partner.id}`)).status).toBe(200);
});
