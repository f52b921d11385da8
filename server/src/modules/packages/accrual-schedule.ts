import { sql, type SQL } from 'drizzle-orm';
import type { FinanceSettings } from 'shared-api/contract';
import { HOUR } from '../../clock';

/** Spec §4/§9: the first earning arrives no sooner than 24 h after the investment. */
export const FIRST_ACCRUAL_MIN_MS = 24 * HOUR;

export const accrualIntervalMs = (settings: FinanceSettings): number =>
  settings.packages.accrualIntervalHours * HOUR;

/** Accrual k is due at activation + k × interval, and never sooner than 24 h after it. */
export function accrualDueAt(activatedAt: Date, k: number, intervalMs: number): Date {
  return new Date(activatedAt.getTime() + Math.max(k * intervalMs, FIRST_ACCRUAL_MIN_MS));
}

/** How many accruals of a schedule are due at `now` (accrualsDueBySql is its SQL twin). */
export function accrualsDueBy(
  schedule: { activatedAt: Date; accrualsTotal: number },
  now: Date,
  intervalMs: number,
): number {
  const elapsed = now.getTime() - schedule.activatedAt.getTime();
  if (elapsed < FIRST_ACCRUAL_MIN_MS) return 0;
  return Math.min(schedule.accrualsTotal, Math.floor(elapsed / intervalMs));
}

/** accrualDueAt in SQL: `activatedAt` a timestamptz expression, `k` an integer one. */
export function accrualDueAtSql(activatedAt: SQL, k: SQL, intervalMs: number): SQL {
  return sql`(${activatedAt} + greatest((${k})::bigint * ${intervalMs}::bigint,
    ${FIRST_ACCRUAL_MIN_MS}::bigint) * interval '1 millisecond')`;
}

/** accrualsDueBy in SQL (exact: epoch in numeric milliseconds, floored). */
export function accrualsDueBySql(
  schedule: { activatedAt: SQL; accrualsTotal: SQL },
  now: Date,
  intervalMs: number,
): SQL {
  const elapsedMs = sql`(extract(epoch from ${now.toISOString()}::timestamptz - ${schedule.activatedAt}) * 1000)`;
  return sql`(case when ${elapsedMs} < ${FIRST_ACCRUAL_MIN_MS}::numeric then 0
    else least(${schedule.accrualsTotal}, floor(${elapsedMs} / ${intervalMs}::numeric)::int) end)`;
}
