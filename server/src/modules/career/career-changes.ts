import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import type { CareerStatusRow } from './career-statuses';

/** The changes the job took: the partners to evaluate, and the queue rows to forget after. */
export type TakenChanges = { affected: number[]; taken: string };

/**
 * The partners queued in career_changes (their personal volume or sponsor changed; a trigger on
 * partners queues them) and their sponsor uplines `lines` lines up: the only partners whose
 * career figures can have changed (a figure counts the downline `lines` lines deep).
 */
export async function takeChanges(db: Db, lines: number): Promise<TakenChanges> {
  const [row] = await queryRows<{ affected: number[] | null; taken: string | null }>(
    db,
    sql`with recursive taken as (select partner_id, changed_at from career_changes),
    up(id, line) as (
      select partner_id, 0 from taken
      union
      select p.sponsor_id, u.line + 1 from up u join partners p on p.id = u.id
      where p.sponsor_id is not null and u.line < ${lines}
    )
    select (select array_agg(distinct id order by id) from up) as affected,
      (select json_agg(json_build_object('id', partner_id, 'at', changed_at::text)) from taken)::text as taken`,
  );
  return { affected: row?.affected ?? [], taken: row?.taken ?? '[]' };
}

/** Drops the taken queue rows that nothing re-queued since (a later change keeps its row). */
export async function forgetChanges(db: Db, changes: TakenChanges): Promise<void> {
  await db.execute(sql`
    delete from career_changes c
    using jsonb_to_recordset(${changes.taken}::jsonb) as t(id int, at timestamptz)
    where c.partner_id = t.id and c.changed_at = t.at`);
}

/** Settings row holding what the last full evaluation was made with. */
const KEY = 'career-evaluated';

/**
 * The statuses and line count the job evaluates with, as text: when it differs from the one
 * stored (first run, an admin edit of the thresholds or of the lines), every partner is evaluated.
 */
export function careerRules(statuses: readonly CareerStatusRow[], lines: number): string {
  return JSON.stringify({ lines, statuses }, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/** Whether every partner was last evaluated under `rules`. */
export async function evaluatedUnder(db: Db, rules: string): Promise<boolean> {
  const [row] = await queryRows<{ rules: string | null }>(
    db,
    sql`select value ->> 'rules' as rules from settings where key = ${KEY}`,
  );
  return row?.rules === rules;
}

/** Records that every partner was evaluated under `rules`. */
export async function markEvaluatedUnder(db: Db, rules: string, at: Date): Promise<void> {
  const value = JSON.stringify({ rules });
  await db.execute(sql`
    insert into settings (key, value, updated_at)
    values (${KEY}, ${value}::jsonb, ${at.toISOString()}::timestamptz)
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
}
