import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';
import { lateLegsOf, type LateVolume } from './late-volume';

/**
 * The daily close of `day` for the partners `ids` (business rules, Binary), set-based: for each
 * with uncounted volume on both legs, as it stood at the close (00:00 after `day`: volume that
 * reached the legs later is left out), matched = min(left, right); the bonus = matched ×
 * `bonusBp`, cut to the daily reward limit of the highest active package (0 for a partner
 * without one: all of it is not accrued). The matched volume is consumed from both legs; the
 * stronger leg's excess carries. One binary_closes row per partner and day (its primary key
 * makes a second close of the day do nothing). The bonus is paid by postBinaryBonuses.
 * `late` is the day's late volume walked once (lateVolume); events applied since are walked here.
 * Returns how many partners were closed.
 */
export async function matchBatch(
  tx: Db,
  input: {
    ids: readonly number[];
    day: string;
    closeAt: Date;
    late: LateVolume;
    bonusBp: number;
    now: Date;
  },
): Promise<number> {
  const ids = intArray(input.ids);
  // The same depth order as every other writer of leg figures (see applyLegMoves).
  await tx.execute(sql`
    select partner_id from binary_nodes where partner_id = any(${ids})
    order by depth, partner_id for update`);
  const [row] = await queryRows<{ closed: number }>(
    tx,
    sql`with candidates as (
      select n.partner_id, n.left_uncounted as l, n.right_uncounted as r
      from binary_nodes n
      where n.partner_id = any(${ids}) and n.left_uncounted > 0 and n.right_uncounted > 0
        -- A hashed lookup of the batch's closes, not an anti-join: on a table that grew since it
        -- was analysed the planner guessed a few closes and looped over all of the day's per node
        -- (2 000 × 4 000 rows, 0.7 s a batch at 100 000 partners).
        and (n.partner_id in (select c.partner_id from binary_closes c
                              where c.close_date = ${input.day}::date
                                and c.partner_id = any(${ids}))) is not true
    ),
    late as (
      select lv.id, sum(lv.l) as l, sum(lv.r) as r
      from ${lateLegsOf(input.late, input.ids, input.closeAt)} as lv(id, l, r)
      where lv.id in (select partner_id from candidates)
      group by lv.id
    ),
    at_close as (
      select c.partner_id, greatest(c.l - coalesce(lt.l, 0), 0) as l, greatest(c.r - coalesce(lt.r, 0), 0) as r
      from candidates c left join late lt on lt.id = c.partner_id
    ),
    matched as (
      select m.partner_id, m.l, m.r, least(m.l, m.r) as matched,
        div(least(m.l, m.r) * ${input.bonusBp}, 10000) as gross,
        coalesce((select max(pp.binary_daily_limit) from partner_packages pp
                  where pp.partner_id = m.partner_id and pp.status = 'active'), 0) as reward_limit
      from at_close m
      where least(m.l, m.r) > 0
    ),
    closed as (
      insert into binary_closes (partner_id, close_date, left_before, right_before, matched, bonus,
                                 not_accrued, reward_limit, created_at)
      select partner_id, ${input.day}::date, l, r, matched, least(gross, reward_limit),
             gross - least(gross, reward_limit), reward_limit, ${input.now.toISOString()}::timestamptz
      from matched
      on conflict do nothing
      returning partner_id, matched
    ),
    consumed as (
      update binary_nodes n set
        left_uncounted = n.left_uncounted - c.matched,
        right_uncounted = n.right_uncounted - c.matched
      from closed c
      where n.partner_id = c.partner_id
      returning n.partner_id
    )
    select count(*)::int as closed from consumed`,
  );
  return row?.closed ?? 0;
}
