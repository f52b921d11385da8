import { sql } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { queryRows } from '../../ledger/sql-rows';
import { runBinaryClose } from '../close/close-job';
import { buy, createBinaryTestApp, expectLegsFromScratch, place } from '../testing/binary-test-kit';

let t: TestApp;
let root: { id: number };
let a: { id: number };
let b: { id: number };
let idle: { id: number };

const gtc = (whole: number) => units(whole);
const at = (iso: string) => new Date(iso);

/**
 * root (package with a 100 GTC daily limit) has a on the left and b on the right; idle holds no
 * package and has d (left) and e (right) below. Days run forward through the file.
 */
beforeAll(async () => {
  t = await createBinaryTestApp();
  const start = at('2026-02-01T10:00:00Z');
  t.clock.set(start);
  root = await createPartner(t.db, { registeredAt: start });
  a = await createPartner(t.db, { sponsorId: root.id, registeredAt: start });
  b = await createPartner(t.db, { sponsorId: root.id, registeredAt: start });
  await place(t.db, a.id, 'left', start);
  await place(t.db, b.id, 'right', start);
  await buy(t, root.id, 1_000, { limit: 100 });
  await buy(t, a.id, 3_000);
  await buy(t, b.id, 1_000);

  idle = await createPartner(t.db, { registeredAt: start, active: false });
  const d = await createPartner(t.db, { sponsorId: idle.id, registeredAt: start });
  const e = await createPartner(t.db, { sponsorId: idle.id, registeredAt: start });
  await place(t.db, d.id, 'left', start);
  await place(t.db, e.id, 'right', start);
  await buy(t, d.id, 200);
  await buy(t, e.id, 100);
});
afterAll(() => t?.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
  await expectLegsFromScratch(t.db);
});

type CloseRow = {
  day: string;
  leftBefore: string;
  rightBefore: string;
  matched: string;
  bonus: string;
  notAccrued: string;
  rewardLimit: string;
  naturalKey: string | null;
  details: Record<string, string> | null;
};
const closesOf = (partnerId: number) =>
  queryRows<CloseRow>(
    t.db,
    sql`select to_char(c.close_date, 'YYYY-MM-DD') as day, c.left_before::text as "leftBefore",
      c.right_before::text as "rightBefore", c.matched::text, c.bonus::text,
      c.not_accrued::text as "notAccrued", c.reward_limit::text as "rewardLimit",
      t.natural_key as "naturalKey", t.details
    from binary_closes c left join ledger_transactions t on t.id = c.transaction_id
    where c.partner_id = ${partnerId} order by c.close_date`,
  );
const carryOf = async (partnerId: number) => {
  const [row] = await queryRows<{ left: string; right: string }>(
    t.db,
    sql`select left_uncounted::text as left, right_uncounted::text as right
    from binary_nodes where partner_id = ${partnerId}`,
  );
  return row;
};
const bonusesBooked = async () => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ledger_transactions where kind = 'binary-bonus'`,
  );
  return row?.n;
};
const close = (iso: string) => {
  t.clock.set(iso);
  return runBinaryClose(t.db, t.clock.now(), 2);
};

describe('the daily close', () => {
  it('matches the smaller leg, pays 10 % and carries the excess of the stronger leg', async () => {
    const walletBefore = await partnerBalance(t.db, root.id, 'GTC');
    expect(await close('2026-02-02T00:01:00Z')).toBe(2);

    expect(await closesOf(root.id)).toEqual([
      {
        day: '2026-02-01',
        leftBefore: gtc(3_000),
        rightBefore: gtc(1_000),
        matched: gtc(1_000),
        bonus: gtc(100),
        notAccrued: '0',
        rewardLimit: gtc(100),
        naturalKey: `binary:${root.id}:2026-02-01`,
        details: { date: '2026-02-01', matched: gtc(1_000) },
      },
    ]);
    expect(await carryOf(root.id)).toEqual({ left: gtc(2_000), right: '0' });
    expect((await partnerBalance(t.db, root.id, 'GTC')) - walletBefore).toBe(BigInt(gtc(100)));
    expect(await closesOf(a.id)).toEqual([]);
  });

  it('consumes an inactive partner’s matched volume and accrues none of it', async () => {
    expect(await closesOf(idle.id)).toEqual([
      expect.objectContaining({
        matched: gtc(100),
        bonus: '0',
        notAccrued: gtc(10),
        rewardLimit: '0',
        naturalKey: null,
      }),
    ]);
    expect(await carryOf(idle.id)).toEqual({ left: gtc(100), right: '0' });
  });

  it('cuts the bonus to the daily limit and leaves volume after 00:00 to the next day', async () => {
    await buy(t, b.id, 5_000, { at: at('2026-02-02T09:00:00Z') });
    // Bought after the close time, before the job ran: not part of the close of 2 February.
    t.clock.set('2026-02-03T00:02:00Z');
    await buy(t, a.id, 4_000);
    expect(await close('2026-02-03T00:05:00Z')).toBe(1);

    expect((await closesOf(root.id))[1]).toMatchObject({
      day: '2026-02-02',
      leftBefore: gtc(2_000),
      rightBefore: gtc(5_000),
      matched: gtc(2_000),
      bonus: gtc(100),
      notAccrued: gtc(100),
    });
    expect(await carryOf(root.id)).toEqual({ left: gtc(4_000), right: gtc(3_000) });
  });

  it('closes each day once, whatever the clock does', async () => {
    const booked = await bonusesBooked();
    const carry = await carryOf(root.id);
    expect(await close('2026-02-03T00:06:00Z')).toBe(0);
    expect(await close('2026-02-02T12:00:00Z')).toBe(0);
    expect(await close('2026-02-03T23:59:59Z')).toBe(0);
    expect(await bonusesBooked()).toBe(booked);
    expect(await carryOf(root.id)).toEqual(carry);
  });

  it('catches up on the days it missed, each with its own volume', async () => {
    await buy(t, b.id, 1_000, { at: at('2026-02-04T10:00:00Z') });
    expect(await close('2026-02-05T08:00:00Z')).toBe(2);

    expect((await closesOf(root.id)).slice(2)).toEqual([
      expect.objectContaining({
        day: '2026-02-03',
        matched: gtc(3_000),
        bonus: gtc(100),
        notAccrued: gtc(200),
      }),
      expect.objectContaining({
        day: '2026-02-04',
        matched: gtc(1_000),
        bonus: gtc(100),
        notAccrued: '0',
      }),
    ]);
    expect(await carryOf(root.id)).toEqual({ left: '0', right: '0' });
    expect(await close('2026-02-05T09:00:00Z')).toBe(0);
  });
});
