import { HDKey } from '@scure/bip32';
import { and, eq } from 'drizzle-orm';
import { units, type ChainTransfer, type Deposit, type Page } from 'shared-api/contract';
import { MINUTE } from '../../../clock';
import {
  adminLogs,
  chainTransfers,
  clientLogs,
  ledgerTransactions,
  outbox,
} from '../../../db/schema';
import { runJob } from '../../../jobs/run-job';
import { OutboxMailer } from '../../../mail/outbox-mailer';
import { FakeTronGrid, USDT_CONTRACT } from '../../../testing/fake-trongrid';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { expireDepositsJob } from '../../deposits/expire-deposits-job';
import {
  changeFinanceSettings,
  newKey,
  ok,
  send,
  signedInAdmin,
  signedInPartner,
  type SignedInPartner,
} from '../../finance/testing/money-test-kit';
import { partnerBalance } from '../../ledger/accounts';
import { readFinanceSettings } from '../../settings/finance-settings';
import { DEFAULT_CHAIN_SETTINGS, lockChainSettings, writeChainSettings } from '../chain-settings';
import { deriveTronAddress } from '../tron-address';
import { watchDepositsJob } from '../watch-deposits-job';

const SEED = new Uint8Array(64).fill(7);
const XPUB = HDKey.fromMasterSeed(SEED).derive("m/44'/195'/0'").publicExtendedKey;
const PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

let t: TestApp;
let fake: FakeTronGrid;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  fake = await FakeTronGrid.start();
  admin = await signedInAdmin(t, ['view-transactions', 'update-transactions']);
  await t.db.transaction((tx) =>
    writeChainSettings(
      tx,
      { ...DEFAULT_CHAIN_SETTINGS, xpub: XPUB, apiUrl: fake.url, apiKey: 'test-key' },
      null,
      t.clock.now(),
    ),
  );
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});

const jobDeps = () => ({
  db: t.db,
  clock: t.clock,
  config: t.config,
  mailer: new OutboxMailer(t.db, t.clock),
});
const watch = () => runJob(jobDeps(), watchDepositsJob, 'wait');

let txSeed = 0;
const freshTxId = () => `ab${(txSeed += 1).toString(16).padStart(62, '0')}`;

async function request(p: SignedInPartner, amount = units(100)): Promise<Deposit> {
  return ok<Deposit>(
    await send(t, {
      url: '/api/client/deposits',
      token: p.token,
      payload: { amount },
      key: newKey(),
    }),
    201,
  );
}
const reload = async (p: SignedInPartner, id: number) =>
  ok<Deposit>(await send(t, { url: `/api/admin/deposits/${id}`, token: admin.token }));

/** A USDT transfer to the deposit's address, `confirmations` blocks deep (null: no block yet). */
function pay(
  deposit: Deposit,
  usdt: string,
  confirmations: number | null = 19,
  at = t.clock.now(),
) {
  return fake.add({
    txId: freshTxId(),
    from: PAYER,
    to: deposit.walletAddress,
    value: usdt,
    blockTimestamp: at.getTime(),
    blockNumber: confirmations === null ? null : fake.headBlock - confirmations,
  });
}
const confirmDeposit = (id: number, payload: object = {}) =>
  send(t, { url: `/api/admin/deposits/${id}/confirm`, token: admin.token, payload, key: newKey() });
const creditTransfer = (id: number) =>
  send(t, { url: `/api/admin/chain-transfers/${id}/credit`, token: admin.token, payload: {} });
const markPaid = (p: SignedInPartner, id: number, txHash: string) =>
  send(t, { url: `/api/client/deposits/${id}/paid`, token: p.token, payload: { txHash } });
const transfersOf = (depositId: number) =>
  t.db.select().from(chainTransfers).where(eq(chainTransfers.depositId, depositId));
const creditsOf = (txId: string) =>
  t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.naturalKey, `deposit:${txId}`));

describe('deposit addresses', () => {
  it('gives each request its own address derived from the xpub', async () => {
    const p = await signedInPartner(t);
    const a = await request(p);
    const b = await request(p);
    expect(a.walletAddress).not.toBe(b.walletAddress);
    const derived = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => deriveTronAddress(XPUB, i));
    expect(derived).toContain(a.walletAddress);
    expect(derived).toContain(b.walletAddress);
  });

  it('waits for an xpub save under way and derives from the new key', async () => {
    const p = await signedInPartner(t);
    const NEXT = HDKey.fromMasterSeed(new Uint8Array(64).fill(9)).derive("m/44'/195'/0'");
    const settings = { ...DEFAULT_CHAIN_SETTINGS, apiUrl: fake.url, apiKey: 'test-key' };
    let requested: Promise<Deposit> | undefined;
    try {
      await t.db.transaction(async (tx) => {
        await lockChainSettings(tx);
        await writeChainSettings(
          tx,
          { ...settings, xpub: NEXT.publicExtendedKey },
          null,
          t.clock.now(),
        );
        requested = request(p);
        // Long enough for the request's read without the lock (it would derive from XPUB).
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const deposit = await requested!;
      const fromNext = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => deriveTronAddress(NEXT, i));
      expect(fromNext).toContain(deposit.walletAddress);
    } finally {
      await t.db.transaction((tx) =>
        writeChainSettings(tx, { ...settings, xpub: XPUB }, null, t.clock.now()),
      );
    }
  });
});

describe('the chain watcher', () => {
  it('credits an exact payment once confirmed: ledger keyed by hash, log, mail, live row', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const before = await partnerBalance(t.db, p.id, 'GTC');
    const paid = pay(deposit, units(100));

    expect(await watch()).toBe(1);
    const done = await reload(p, deposit.id);
    expect(done).toMatchObject({ status: 'completed', credit: units(100), txHash: paid.txId });
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(100)));
    expect(await creditsOf(paid.txId)).toHaveLength(1);
    // The partner's own list (what the open page polls) shows it completed.
    const mine = ok<Page<Deposit>>(await send(t, { url: '/api/client/deposits', token: p.token }));
    expect(mine.items.find((d) => d.id === deposit.id)?.status).toBe('completed');
    const logs = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, p.id), eq(clientLogs.action, 'deposit-credited')));
    expect(logs).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, p.email));
    expect(mails.map((m) => m.subject)).toContain('Your deposit has arrived');
    // The API key travels in TronGrid's header.
    expect(fake.calls.every((c) => c.apiKey === 'test-key')).toBe(true);
  });

  it('credits at the rate of completion, as a manual confirm does', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const before = await partnerBalance(t.db, p.id, 'GTC');
    const { gtcPerUsdtPpm: requested } = await readFinanceSettings(t.db);
    await changeFinanceSettings(t, (s) => ({ ...s, gtcPerUsdtPpm: 500_000 }));
    try {
      pay(deposit, units(100));
      expect(await watch()).toBe(1);
      expect(await reload(p, deposit.id)).toMatchObject({
        status: 'completed',
        gtcPerUsdtPpm: 500_000,
        credit: units(50),
      });
      expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(50)));
    } finally {
      await changeFinanceSettings(t, (s) => ({ ...s, gtcPerUsdtPpm: requested }));
    }
  });

  it('waits for the block and the confirmations, then credits', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(50));
    const paid = pay(deposit, units(50), null);

    expect(await watch()).toBe(0);
    expect((await transfersOf(deposit.id))[0]?.status).toBe('confirming');
    paid.blockNumber = fake.headBlock; // in a block, 0 confirmations
    expect(await watch()).toBe(0);
    fake.headBlock += 18;
    expect(await watch()).toBe(0);
    expect((await reload(p, deposit.id)).status).toBe('awaiting-payment');
    fake.headBlock += 1;
    expect(await watch()).toBe(1);
    expect((await reload(p, deposit.id)).status).toBe('completed');
  });

  it('credits a transfer seen twice (listed twice, watched again) once', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(30));
    const paid = pay(deposit, units(30));
    fake.add({ ...paid });

    await watch();
    await watch();
    expect(await transfersOf(deposit.id)).toHaveLength(1);
    expect(await creditsOf(paid.txId)).toHaveLength(1);
    expect((await reload(p, deposit.id)).credit).toBe(units(30));
  });

  it('queues an underpayment; the admin credits what arrived, once, logged', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const paid = pay(deposit, units(60));
    const before = await partnerBalance(t.db, p.id, 'GTC');

    expect(await watch()).toBe(1);
    // Money arrived: the request no longer expires; it waits for the admin's decision.
    expect((await reload(p, deposit.id)).status).toBe('pending');
    expect(await creditsOf(paid.txId)).toHaveLength(0);
    const queue = ok<Page<ChainTransfer>>(
      await send(t, { url: '/api/admin/chain-transfers?status=review', token: admin.token }),
    );
    const queued = queue.items.find((i) => i.txHash === paid.txId);
    expect(queued).toMatchObject({
      reason: 'underpaid',
      amount: units(60),
      requested: units(100),
      explorerUrl: `https://tronscan.org/#/transaction/${paid.txId}`,
    });

    const credited = ok<ChainTransfer>(await creditTransfer(queued!.id));
    expect(credited).toMatchObject({ status: 'credited', credit: units(60) });
    expect((await creditTransfer(queued!.id)).status).toBe(409);
    // The manual confirm books under the same hash key: no second credit.
    expect((await confirmDeposit(deposit.id)).status).toBe(409);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(60)));
    expect(await reload(p, deposit.id)).toMatchObject({ status: 'completed', credit: units(60) });
    const log = await t.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'chain-transfer-credited'));
    expect(log.some((l) => l.details.txHash === paid.txId)).toBe(true);
  });

  it('never books a queued payment on top of a manual confirm of its request', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const paid = pay(deposit, units(70));
    await watch();
    const [row] = await transfersOf(deposit.id);
    const confirmed = ok<Deposit>(await confirmDeposit(deposit.id));
    expect(confirmed).toMatchObject({ status: 'completed', txHash: paid.txId });
    const again = await creditTransfer(row!.id);
    expect(again.status).toBe(409);
    expect(await creditsOf(paid.txId)).toHaveLength(1);
  });

  it("refuses another partner's claim to a payment seen on this request's address", async () => {
    const owner = await signedInPartner(t);
    const thief = await signedInPartner(t);
    const paidTo = await request(owner, units(100));
    const claim = await request(thief, units(100));
    const paid = pay(paidTo, units(100), 1); // seen, not yet confirmed
    await watch();
    expect((await transfersOf(paidTo.id))[0]?.status).toBe('confirming');

    const claimed = await markPaid(thief, claim.id, paid.txId);
    expect([claimed.status, claimed.error?.code]).toEqual([409, 'ALREADY_EXISTS']);
    const confirmed = await confirmDeposit(claim.id, { txHash: paid.txId });
    expect([confirmed.status, confirmed.error?.code]).toEqual([409, 'ALREADY_EXISTS']);

    fake.headBlock += 19;
    await watch();
    expect(await reload(owner, paidTo.id)).toMatchObject({
      status: 'completed',
      txHash: paid.txId,
    });
    expect(await partnerBalance(t.db, thief.id, 'GTC')).toBe(0n);
  });

  it('credits the request the chain paid, not another request claiming the hash first', async () => {
    const owner = await signedInPartner(t);
    const thief = await signedInPartner(t);
    const paidTo = await request(owner, units(100));
    const claim = await request(thief, units(100));
    const paid = pay(paidTo, units(100));
    // Claimed before the watcher saw the payment: nothing tells the hash apart yet.
    ok<Deposit>(await markPaid(thief, claim.id, paid.txId));

    expect(await watch()).toBe(1);
    expect(await reload(owner, paidTo.id)).toMatchObject({
      status: 'completed',
      txHash: paid.txId,
    });
    expect(await reload(thief, claim.id)).toMatchObject({ status: 'pending', txHash: null });
    const confirmed = await confirmDeposit(claim.id, { txHash: paid.txId });
    expect([confirmed.status, confirmed.error?.code]).toEqual([409, 'ALREADY_EXISTS']);
    expect(await partnerBalance(t.db, thief.id, 'GTC')).toBe(0n);
  });

  it('books a manual confirm under the hash of a payment the watcher is still confirming', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const before = await partnerBalance(t.db, p.id, 'GTC');
    const paid = pay(deposit, units(100), 1);
    await watch();
    const confirmed = ok<Deposit>(await confirmDeposit(deposit.id));
    expect(confirmed).toMatchObject({ status: 'completed', txHash: paid.txId });

    fake.headBlock += 19;
    await watch();
    const [row] = await transfersOf(deposit.id);
    const again = await creditTransfer(row!.id);
    expect(again.status).toBe(409);
    expect(await creditsOf(paid.txId)).toHaveLength(1);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(100)));
  });

  it('books a confirm under the payment the watcher saw, not a hash the partner typed', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const before = await partnerBalance(t.db, p.id, 'GTC');
    const typed = freshTxId(); // "I have paid" with a hash of nothing on chain
    ok<Deposit>(await markPaid(p, deposit.id, typed));
    const paid = pay(deposit, units(100), 1);
    await watch();
    const confirm = () => confirmDeposit(deposit.id, { txHash: typed });
    expect(ok<Deposit>(await confirm())).toMatchObject({ status: 'completed', txHash: paid.txId });

    fake.headBlock += 19;
    await watch();
    const [row] = await transfersOf(deposit.id);
    const again = await creditTransfer(row!.id);
    expect(again.status).toBe(409);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(100)));
  });

  it('refuses a confirm under another hash while the payment to the address waits in the queue', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const paid = pay(deposit, units(60)); // underpaid: queued for review
    await watch();
    const before = await partnerBalance(t.db, p.id, 'GTC');
    const other = await confirmDeposit(deposit.id, { txHash: freshTxId() });
    expect([other.status, other.error?.code]).toEqual([409, 'INVALID_STATE']);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before);
    expect((await reload(p, deposit.id)).status).toBe('pending');
    expect(await creditsOf(paid.txId)).toHaveLength(0);
  });

  it('takes the first payment seen after a manual confirm as the one confirmed, not a new credit', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    const before = await partnerBalance(t.db, p.id, 'GTC');
    ok<Deposit>(await confirmDeposit(deposit.id));
    const paid = pay(deposit, units(100));
    await watch();
    expect(await reload(p, deposit.id)).toMatchObject({ status: 'completed', txHash: paid.txId });
    const [first] = await transfersOf(deposit.id);
    const again = await creditTransfer(first!.id);
    expect([again.status, again.error?.code]).toEqual([409, 'INVALID_STATE']);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(100)));

    // A second payment to the same address is money the partner really sent twice.
    const second = pay(deposit, units(10));
    await watch();
    const row = (await transfersOf(deposit.id)).find((r) => r.txHash === second.txId);
    expect(row).toMatchObject({ status: 'review', reason: 'late' });
    ok<ChainTransfer>(await creditTransfer(row!.id));
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(before + BigInt(units(110)));
  });

  it('takes the first of two payments seen at once after a manual confirm as the one confirmed', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(100));
    ok<Deposit>(await confirmDeposit(deposit.id));
    // The partner paid, then paid again; the watcher sees both in one run.
    const first = pay(deposit, units(100));
    const second = pay(deposit, units(100));
    await watch();
    expect(await reload(p, deposit.id)).toMatchObject({ status: 'completed', txHash: first.txId });
    const rows = await transfersOf(deposit.id);
    const credit = (txId: string) => creditTransfer(rows.find((r) => r.txHash === txId)!.id);
    const again = await credit(first.txId);
    expect([again.status, again.error?.code]).toEqual([409, 'INVALID_STATE']);
    ok<ChainTransfer>(await credit(second.txId));
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(BigInt(units(200)));
  });

  it('credits a payment made in time even if the request expired first', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(20));
    const paid = pay(deposit, units(20), 19, new Date(t.clock.now().getTime() + 29 * MINUTE));
    t.clock.advance(31 * MINUTE);
    await runJob(jobDeps(), expireDepositsJob, 'wait');
    expect((await reload(p, deposit.id)).status).toBe('expired');

    expect(await watch()).toBe(1);
    expect(await reload(p, deposit.id)).toMatchObject({ status: 'completed', txHash: paid.txId });
  });

  it('queues a payment after the request expired as late; dismissed, nothing booked', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(20));
    t.clock.advance(31 * MINUTE);
    await runJob(jobDeps(), expireDepositsJob, 'wait');
    const paid = pay(deposit, units(20));

    expect(await watch()).toBe(1);
    const [row] = await transfersOf(deposit.id);
    expect(row).toMatchObject({ status: 'review', reason: 'late' });
    expect((await reload(p, deposit.id)).status).toBe('expired');
    const dismissed = ok<ChainTransfer>(
      await send(t, {
        url: `/api/admin/chain-transfers/${row!.id}/dismiss`,
        token: admin.token,
        payload: {},
      }),
    );
    expect(dismissed.status).toBe('dismissed');
    expect(await creditsOf(paid.txId)).toHaveLength(0);
  });

  it('queues a late payment whose hash another request was confirmed under, and goes on', async () => {
    const p = await signedInPartner(t);
    const expired = await request(p, units(20));
    t.clock.advance(31 * MINUTE);
    await runJob(jobDeps(), expireDepositsJob, 'wait');
    // Paid to the expired request's address; before the watcher saw it, the partner named the
    // hash on a new request and an admin confirmed that one under it.
    const paid = pay(expired, units(20));
    const claim = await request(p, units(20));
    ok<Deposit>(await markPaid(p, claim.id, paid.txId));
    ok<Deposit>(await confirmDeposit(claim.id, { txHash: paid.txId }));
    const other = await signedInPartner(t);
    const next = await request(other, units(30));
    const nextPaid = pay(next, units(30));

    expect(await watch()).toBe(2);
    const [row] = await transfersOf(expired.id);
    expect(row).toMatchObject({ status: 'review' });
    expect(await reload(p, expired.id)).toMatchObject({ status: 'expired', txHash: null });
    expect(await reload(other, next.id)).toMatchObject({
      status: 'completed',
      txHash: nextPaid.txId,
    });
    expect(await creditsOf(paid.txId)).toHaveLength(1);
  });

  it('resumes after a crash mid-batch and credits every payment once', async () => {
    const p = await signedInPartner(t);
    const deposits = [
      await request(p, units(11)),
      await request(p, units(12)),
      await request(p, units(13)),
    ];
    const paid = deposits.map((d) => pay(d, d.amount));
    // The API fails on the second transaction lookup: the run stops after one credit.
    fake.failTransactionInfo(1);
    await expect(watch()).rejects.toThrow(/500/);
    const settled = await Promise.all(deposits.map(async (d) => (await reload(p, d.id)).status));
    // PostgreSQL commits each credit on its own; PGlite's run is one transaction, rolled back.
    const committed = process.env.TEST_DATABASE_URL ? 1 : 0;
    expect(settled.filter((s) => s === 'completed')).toHaveLength(committed);

    await watch();
    for (const d of deposits) expect((await reload(p, d.id)).status).toBe('completed');
    for (const x of paid) expect(await creditsOf(x.txId)).toHaveLength(1);
  });

  it('credits once when two instances watch at the same time', async () => {
    const p = await signedInPartner(t);
    const deposits = [await request(p, units(14)), await request(p, units(15))];
    const paid = deposits.map((d) => pay(d, d.amount));
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    if (onPostgres) {
      // Two runners (advisory lock) and two lock-free runs (row locks alone) at once.
      await Promise.all([
        runJob(jobDeps(), watchDepositsJob, 'skip'),
        runJob(jobDeps(), watchDepositsJob, 'wait'),
        watchDepositsJob.run(jobDeps()),
        watchDepositsJob.run(jobDeps()),
      ]);
    } else {
      // PGlite has one connection: the instances take turns.
      await watch();
      await watch();
    }
    for (const x of paid) expect(await creditsOf(x.txId)).toHaveLength(1);
    for (const d of deposits) expect((await reload(p, d.id)).status).toBe('completed');
  });

  it('ignores other tokens and failed contract calls', async () => {
    const p = await signedInPartner(t);
    const deposit = await request(p, units(40));
    const failed = pay(deposit, units(40));
    // Same amount and address, another TRC20 token (USDC's contract).
    fake.add({ ...failed, txId: freshTxId(), contract: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' });
    failed.result = 'REVERT';
    await watch();
    expect((await reload(p, deposit.id)).status).toBe('awaiting-payment');
    expect(await creditsOf(failed.txId)).toHaveLength(0);
  });
});

describe('the watcher off', () => {
  it('says so at start and does nothing without an API', async () => {
    const other = await createTestApp();
    try {
      const deps = { db: other.db, clock: other.clock, config: other.config };
      expect(await watchDepositsJob.startNote?.(deps)).toMatch(/chain watcher off/);
      expect(await watchDepositsJob.run(deps)).toBe(0);
    } finally {
      await other.close();
    }
  });
  it('has USDT mainnet as the default contract', () => {
    expect(DEFAULT_CHAIN_SETTINGS.usdtContract).toBe(USDT_CONTRACT);
  });
});
