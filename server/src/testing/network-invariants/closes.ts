import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { closedThrough } from '../../modules/binary/close/close-marker';
import { queryRows } from '../../modules/ledger/sql-rows';
import { readNetworkSettings } from '../../modules/settings/network-settings';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

type Leg = { at: number; amount: bigint }[];
type CloseRow = {
  partnerId: number;
  day: string;
  leftBefore: string;
  rightBefore: string;
  matched: string;
  bonus: string;
  notAccrued: string;
  rewardLimit: string;
  transactionId: number | null;
  /** A string or a Date, by driver. */
  createdAt: string | Date;
};

/**
 * The daily closes replayed from scratch (business rules, Binary) and compared with what was
 * booked: every volume event reaches each ancestor's leg at the moment it was applied; each day
 * from the first volume to the last day closed, a node's legs at 00:00 after the day, less what
 * earlier closes consumed, give matched = min(left, right); a close row exists exactly when it
 * is positive, with the bonus = 10 % of it cut to the reward limit the partner held when the
 * close ran (`limitAt`), and the rest not accrued. The uncounted legs left equal all applied
 * volume less everything consumed, so consumption never exceeds what the legs held. Each bonus
 * is one ledger transaction with the natural key `binary:<partner>:<day>` paying it.
 */
export async function closeViolations(
  db: Db,
  limitAt: (partnerId: number, at: Date) => bigint,
): Promise<string[]> {
  const found: string[] = [];
  const { binaryBonusBp } = await readNetworkSettings(db);
  const through = await closedThrough(db);
  const legs = await appliedLegs(db);
  const closes = await queryRows<CloseRow>(
    db,
    sql`select partner_id as "partnerId", to_char(close_date, 'YYYY-MM-DD') as day,
      left_before::text as "leftBefore", right_before::text as "rightBefore", matched::text as matched,
      bonus::text as bonus, not_accrued::text as "notAccrued", reward_limit::text as "rewardLimit",
      transaction_id as "transactionId", created_at as "createdAt"
    from binary_closes order by partner_id, close_date`,
  );
  const closesOf = new Map<number, Map<string, CloseRow>>();
  for (const c of closes) {
    closesOf.set(
      c.partnerId,
      (closesOf.get(c.partnerId) ?? new Map<string, CloseRow>()).set(c.day, c),
    );
  }
  const firstAt = Math.min(
    ...[...legs.values()].flatMap((l) => [...l.left, ...l.right].map((e) => e.at)),
  );
  const nodes = await queryRows<{ id: number; leftUncounted: string; rightUncounted: string }>(
    db,
    sql`select partner_id as id, left_uncounted::text as "leftUncounted",
      right_uncounted::text as "rightUncounted" from binary_nodes`,
  );
  for (const node of nodes) {
    const leg = legs.get(node.id) ?? { left: [], right: [] };
    const booked = closesOf.get(node.id) ?? new Map<string, CloseRow>();
    let consumed = 0n;
    const days = through && Number.isFinite(firstAt) ? daysFrom(dayOf(firstAt), through) : [];
    for (const day of days) {
      const closeAt = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
      const left = sumBefore(leg.left, closeAt) - consumed;
      const right = sumBefore(leg.right, closeAt) - consumed;
      const matched = min(left, right);
      const row = booked.get(day);
      booked.delete(day);
      if (matched <= 0n) {
        if (row)
          found.push(
            `close ${node.id} ${day}: booked with nothing to match ${JSON.stringify(row)}`,
          );
        continue;
      }
      consumed += matched;
      if (!row) {
        found.push(`close ${node.id} ${day}: missing (left ${left}, right ${right})`);
        continue;
      }
      const gross = (matched * BigInt(binaryBonusBp)) / 10_000n;
      const limit = limitAt(node.id, new Date(row.createdAt));
      const expected = {
        leftBefore: left.toString(),
        rightBefore: right.toString(),
        matched: matched.toString(),
        bonus: min(gross, limit).toString(),
        notAccrued: (gross - min(gross, limit)).toString(),
        rewardLimit: limit.toString(),
      };
      const actual = {
        leftBefore: row.leftBefore,
        rightBefore: row.rightBefore,
        matched: row.matched,
        bonus: row.bonus,
        notAccrued: row.notAccrued,
        rewardLimit: row.rewardLimit,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        found.push(
          `close ${node.id} ${day}: booked ${JSON.stringify(actual)}, replayed ${JSON.stringify(expected)}`,
        );
      }
    }
    for (const day of booked.keys())
      found.push(`close ${node.id} ${day}: booked outside the closed days`);
    const uncounted = {
      left: (sumBefore(leg.left, Infinity) - consumed).toString(),
      right: (sumBefore(leg.right, Infinity) - consumed).toString(),
    };
    if (uncounted.left !== node.leftUncounted || uncounted.right !== node.rightUncounted) {
      found.push(
        `node ${node.id}: uncounted ${node.leftUncounted}/${node.rightUncounted}, replayed ${uncounted.left}/${uncounted.right}`,
      );
    }
  }
  found.push(...(await bonusPaymentViolations(db)));
  return found;
}

/** Each node's legs as the volume events applied to them: (moment applied, amount). */
async function appliedLegs(db: Db): Promise<Map<number, { left: Leg; right: Leg }>> {
  const events = await queryRows<{
    ancestors: number[];
    sides: string;
    amount: string;
    appliedAt: Date;
  }>(
    db,
    sql`select n.ancestors, n.sides, e.amount::text as amount, e.applied_at as "appliedAt"
    from binary_volume_events e join binary_nodes n on n.partner_id = e.partner_id
    where e.applied_at is not null`,
  );
  const legs = new Map<number, { left: Leg; right: Leg }>();
  for (const e of events) {
    e.ancestors.forEach((ancestor, i) => {
      const leg = legs.get(ancestor) ?? { left: [], right: [] };
      (e.sides[i] === 'L' ? leg.left : leg.right).push({
        at: new Date(e.appliedAt).getTime(),
        amount: BigInt(e.amount),
      });
      legs.set(ancestor, leg);
    });
  }
  return legs;
}

const sumBefore = (leg: Leg, at: number) =>
  leg.reduce((sum, e) => (e.at < at ? sum + e.amount : sum), 0n);

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${first}T00:00:00.000Z`); dayOf(ms) <= last; ms += DAY_MS) {
    days.push(dayOf(ms));
  }
  return days;
}

/**
 * Every package payment is one volume event of what the partner paid, applied exactly when the
 * partner has a node; every close with a bonus is paid by its own transaction, and every
 * binary-bonus transaction pays one close.
 */
async function bonusPaymentViolations(db: Db): Promise<string[]> {
  const rows = await queryRows<{ problem: string; detail: string }>(
    db,
    sql`with payments as (
      select t.id, t.partner_id, -sum(e.amount) as paid from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
      where t.kind in ('package-purchase', 'package-upgrade') group by t.id, t.partner_id
    ),
    credits as (
      select t.id, t.natural_key, t.partner_id, sum(e.amount) as amount from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
      where t.kind = 'binary-bonus' group by t.id
    )
    select 'payment without its volume event' as problem, p.id::text as detail from payments p
    where not exists (select 1 from binary_volume_events v
                      where v.transaction_id = p.id and v.partner_id = p.partner_id and v.amount = p.paid)
    union all
    select 'volume event applied iff placed', v.id::text from binary_volume_events v
    where (v.applied_at is not null) <> exists (select 1 from binary_nodes n where n.partner_id = v.partner_id)
    union all
    select 'close bonus not paid by its transaction', c.partner_id || ' ' || c.close_date from binary_closes c
    left join credits t on t.id = c.transaction_id
    where case when c.bonus = 0 then c.transaction_id is not null
          else t.id is null or t.amount <> c.bonus or t.partner_id <> c.partner_id
            or t.natural_key <> 'binary:' || c.partner_id || ':' || to_char(c.close_date, 'YYYY-MM-DD') end
    union all
    select 'binary bonus without its close', t.id::text from credits t
    where not exists (select 1 from binary_closes c where c.transaction_id = t.id)`,
  );
  return rows.map((r) => `${r.problem}: ${r.detail}`);
}
