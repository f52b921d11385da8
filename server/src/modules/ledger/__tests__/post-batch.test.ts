import { sql } from 'drizzle-orm';
import type { OpenDb } from '../../../db/open-db';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import { openTestDb } from '../../../testing/test-db';
import { partnerBalance, systemAccount } from '../accounts';
import { postBatch } from '../post-batch';

let opened: OpenDb;
const at = new Date('2026-03-05T10:00:00Z');
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(() => opened?.close());
afterEach(() => expectLedgerBalanced(opened.db));

/** One bonus per partner (bonuses → the partner's wallet, named by partner), keyed by `tag`. */
const bonuses = async (tag: string, pay: readonly [number, bigint][]) => {
  const bonusAccount = await systemAccount(opened.db, 'bonuses', 'GTC', at);
  return opened.db.transaction((tx) =>
    postBatch(
      tx,
      sql`select 'binary-bonus'::text as kind, ${tag} || ':' || x.p as natural_key, x.p as partner_id,
          null::text as memo, '{}'::jsonb as details, null::int as reverses_id,
          'system'::text as created_by_kind, null::int as created_by_id,
          array[null, ${bonusAccount.id}::int] as leg_accounts, array[x.p, null] as leg_partners,
          array['GTC', null]::text[] as leg_currencies, array[x.amount, -x.amount] as leg_amounts
        from jsonb_to_recordset(${JSON.stringify(pay.map(([p, a]) => ({ p, amount: a.toString() })))}::jsonb)
          as x(p int, amount numeric)`,
      at,
    ),
  );
};

describe('postBatch', () => {
  it('creates wallets on their first credit, moves balances and books a natural key once', async () => {
    const a = await createPartner(opened.db, { password: null });
    const b = await createPartner(opened.db, { password: null });
    expect(
      await bonuses('first', [
        [a.id, 5n],
        [b.id, 7n],
      ]),
    ).toMatchObject({ booked: 2 });
    expect(
      await bonuses('first', [
        [a.id, 5n],
        [b.id, 7n],
      ]),
    ).toEqual({ booked: 0, firstId: null });
    expect(await bonuses('second', [[a.id, 1n]])).toMatchObject({ booked: 1 });
    expect(await partnerBalance(opened.db, a.id, 'GTC')).toBe(6n);
    expect(await partnerBalance(opened.db, b.id, 'GTC')).toBe(7n);
  });

  it('refuses a debit beyond the balance, or of a wallet that does not exist, with 409', async () => {
    const poor = await createPartner(opened.db, { password: null });
    const none = await createPartner(opened.db, { password: null });
    await bonuses('poor', [[poor.id, 3n]]);
    for (const [partner, amount] of [
      [poor.id, -4n],
      [none.id, -1n],
    ] as const) {
      await expect(bonuses(`debit-${partner}`, [[partner, amount]])).rejects.toMatchObject({
        statusCode: 409,
        code: 'INSUFFICIENT_FUNDS',
      });
    }
    expect(await partnerBalance(opened.db, poor.id, 'GTC')).toBe(3n);
    expect(await partnerBalance(opened.db, none.id, 'GTC')).toBe(0n);
  });
});
