import { sql } from 'drizzle-orm';
import type { FinanceSettings } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { accrualIntervalMs, FIRST_ACCRUAL_MIN_MS } from './accrual-schedule';

/**
 * After the accrual interval changed: the next due time of every active package follows the
 * new interval (accrual k due at activation + max(k × interval, 24 h), as accrual-schedule.ts).
 */
export async function rescheduleAccruals(tx: Db, settings: FinanceSettings): Promise<void> {
  const intervalMs = accrualIntervalMs(settings);
  await tx.execute(sql`
    update partner_packages set next_accrual_at = activated_at
      + greatest((accruals_done + 1) * ${intervalMs}::float8, ${FIRST_ACCRUAL_MIN_MS}::float8)
        * interval '1 millisecond'
    where status = 'active'`);
}
