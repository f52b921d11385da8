import { and, eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { ledgerTransactions } from '../../../db/schema';
import { createPartner } from '../../../testing/fixtures';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { itOnPostgres } from '../../../testing/on-postgres';
import type { TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { runBinaryClose } from '../close/close-job';
import { buy, createBinaryTestApp, expectLegsFromScratch, place } from '../testing/binary-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createBinaryTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await expectLegsFromScratch(t.db);
});

// Two instances (or a retry next to a run still going) closing the same days at once.
itOnPostgres('the daily close run twice at once pays each partner once', async () => {
  const start = new Date('2026-03-01T10:00:00Z');
  t.clock.set(start);
  const roots = [];
  for (let i = 0; i < 5; i += 1) {
    const root = await createPartner(t.db, { registeredAt: start });
    const a = await createPartner(t.db, { sponsorId: root.id, registeredAt: start });
    const b = await createPartner(t.db, { sponsorId: root.id, registeredAt: start });
    await place(t.db, a.id, 'left', start);
    await place(t.db, b.id, 'right', start);
    await buy(t, root.id, 100, { limit: 1_000 });
    await buy(t, a.id, 300);
    await buy(t, b.id, 200);
    roots.push(root.id);
  }
  const before = await Promise.all(roots.map((id) => partnerBalance(t.db, id, 'GTC')));
  t.clock.set(new Date('2026-03-02T00:05:00Z'));
  await Promise.all([
    runBinaryClose(t.db, t.clock.now(), 2),
    runBinaryClose(t.db, t.clock.now(), 3),
    runBinaryClose(t.db, t.clock.now(), 1),
  ]);
  await runBinaryClose(t.db, t.clock.now(), 2);
  for (const [i, id] of roots.entries()) {
    // 10 % of min(300, 200) = 20 GTC, once.
    expect((await partnerBalance(t.db, id, 'GTC')) - (before[i] ?? 0n)).toBe(BigInt(units(20)));
    const paid = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.partnerId, id), eq(ledgerTransactions.kind, 'binary-bonus')),
      );
    expect(paid).toHaveLength(1);
  }
});
