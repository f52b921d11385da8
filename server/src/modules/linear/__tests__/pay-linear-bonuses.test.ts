import { eq, like } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  partnerPackages,
  settings,
} from '../../../db/schema';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPackage } from '../../../testing/packages';
import type { TestApp } from '../../../testing/test-app';
import { syncPartnersActive } from '../../packages/partner-activity';
import type { PackageRow } from '../../packages/package-view';
import {
  buyPackage,
  createNetworkTestApp,
  partnerUnder,
  sponsorChain,
} from '../../network/testing/network-test-kit';
import { payLinearBonuses } from '../pay-linear-bonuses';

let t: TestApp;
/** Catalogue packages of 100 GTC opening 1..6 levels. */
const opening: Record<number, PackageRow> = {};

beforeAll(async () => {
  t = await createNetworkTestApp();
  for (const levels of [1, 2, 3, 6]) {
    opening[levels] = await createPackage(t.db, { linearLevels: levels });
  }
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const gtc = (whole: number) => BigInt(units(whole));

/** The linear bonuses booked for one payment: level → [receiver, amount], and their details. */
async function bonusesOf(paymentTransactionId: number) {
  const rows = await t.db
    .select({
      key: ledgerTransactions.naturalKey,
      partnerId: ledgerTransactions.partnerId,
      details: ledgerTransactions.details,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.partnerId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(like(ledgerTransactions.naturalKey, `linear:${paymentTransactionId}:%`))
    .orderBy(ledgerTransactions.naturalKey);
  return rows.filter((r) => r.account !== null);
}

async function payment(buyerId: number, amount: bigint) {
  const pkg = await createPackage(t.db, { price: amount, linearLevels: 1 });
  return buyPackage(t, buyerId, pkg.id);
}

describe('linear bonus (partner purchase bonus)', () => {
  it('pays 5/3/2/1/1/1 % to six open levels and nothing to the seventh', async () => {
    const chain = await sponsorChain(t.db, 8);
    for (const upline of chain.slice(0, 7)) await buyPackage(t, upline.id, opening[6]!.id);
    const buyer = chain[7]!;
    const paid = await payment(buyer.id, gtc(1_000));

    const bonuses = await bonusesOf(paid.transactionId);
    // chain[6] is level 1, chain[1] level 6; chain[0] (level 7) gets nothing.
    expect(bonuses.map((b) => [b.key, b.account, b.amount])).toEqual([
      [`linear:${paid.transactionId}:1`, chain[6]!.id, gtc(50)],
      [`linear:${paid.transactionId}:2`, chain[5]!.id, gtc(30)],
      [`linear:${paid.transactionId}:3`, chain[4]!.id, gtc(20)],
      [`linear:${paid.transactionId}:4`, chain[3]!.id, gtc(10)],
      [`linear:${paid.transactionId}:5`, chain[2]!.id, gtc(10)],
      [`linear:${paid.transactionId}:6`, chain[1]!.id, gtc(10)],
    ]);
    expect(bonuses[0]).toMatchObject({
      kind: 'linear-bonus',
      partnerId: chain[6]!.id,
      details: { counterpartyId: buyer.id, level: 1 },
    });
  });

  it('skips locked levels and inactive uplines without passing their share up', async () => {
    const [l6, l5, _l4, l3, l2, l1, buyer] = await sponsorChain(t.db, 7);
    await buyPackage(t, l1!.id, opening[6]!.id); // level 1 open
    await buyPackage(t, l2!.id, opening[1]!.id); // level 2 locked (opens 1)
    await buyPackage(t, l3!.id, opening[3]!.id); // level 3 open (exactly)
    // _l4: no package at all; l5: a 6-level package that has finished.
    const finished = await buyPackage(t, l5!.id, opening[6]!.id);
    await t.db
      .update(partnerPackages)
      .set({ status: 'finished' })
      .where(eq(partnerPackages.id, finished.id));
    await syncPartnersActive(t.db, [l5!.id], {
      actor: { kind: 'system' },
      ip: null,
      at: t.clock.now(),
    });
    // l6: the highest of two active packages counts.
    await buyPackage(t, l6!.id, opening[1]!.id);
    await buyPackage(t, l6!.id, opening[6]!.id);

    const paid = await payment(buyer!.id, gtc(1_000));
    expect((await bonusesOf(paid.transactionId)).map((b) => [b.account, b.amount])).toEqual([
      [l1!.id, gtc(50)],
      [l3!.id, gtc(20)],
      [l6!.id, gtc(10)],
    ]);
  });

  it('pays each share once however often the payment is replayed', async () => {
    const [sponsor, buyer] = await sponsorChain(t.db, 2);
    await buyPackage(t, sponsor!.id, opening[1]!.id);
    const paid = await payment(buyer!.id, gtc(200));
    const replay = {
      partnerId: buyer!.id,
      amount: gtc(200),
      transactionId: paid.transactionId,
      at: t.clock.now(),
    };
    await t.db.transaction((tx) => payLinearBonuses(tx, replay));
    await t.db.transaction((tx) => payLinearBonuses(tx, replay));
    expect((await bonusesOf(paid.transactionId)).map((b) => b.amount)).toEqual([gtc(10)]);
  });

  it('rounds each share down to the micro-unit and books no zero share', async () => {
    const [sponsor, buyer] = await sponsorChain(t.db, 2);
    await buyPackage(t, sponsor!.id, opening[1]!.id);
    const odd = await payment(buyer!.id, 1_000_019n); // 5 % = 50 000.95 micro-units
    expect((await bonusesOf(odd.transactionId)).map((b) => b.amount)).toEqual([50_000n]);
    const tiny = await payment(buyer!.id, 19n); // 5 % < 1 micro-unit
    expect(await bonusesOf(tiny.transactionId)).toEqual([]);
  });

  it('follows the percentages of the network settings', async () => {
    await t.db.insert(settings).values({
      key: 'network',
      value: { linearLevelsBp: [1_000, 0, 0, 0, 0, 0] },
      updatedAt: t.clock.now(),
    });
    try {
      const [l2, l1, buyer] = await sponsorChain(t.db, 3);
      await buyPackage(t, l1!.id, opening[6]!.id);
      await buyPackage(t, l2!.id, opening[6]!.id);
      const paid = await payment(buyer!.id, gtc(300));
      expect((await bonusesOf(paid.transactionId)).map((b) => [b.account, b.amount])).toEqual([
        [l1!.id, gtc(30)],
      ]);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'network'));
    }
  });

  it('pays nothing for a partner without a sponsor', async () => {
    const root = await partnerUnder(t.db, null);
    const paid = await payment(root.id, gtc(100));
    expect(await bonusesOf(paid.transactionId)).toEqual([]);
  });
});
