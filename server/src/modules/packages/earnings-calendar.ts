import type { EarningsCalendarDay } from 'shared-api/contract';
import { DAY } from '../../clock';
import { localizedOf } from '../../db/localized-of';
import { AppError } from '../../http/app-error';
import { accrualDueAt, FIRST_ACCRUAL_MIN_MS } from './accrual-schedule';
import type { NamedPartnerPackage } from './partner-package-view';

/** The longest period the calendar answers, in days (both ends included). */
export const CALENDAR_MAX_DAYS = 100;

/** The period `from`..`to` (ISO days, server time = UTC) as [start, end); 422 when too long. */
export function calendarPeriod(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY);
  const days = (end.getTime() - start.getTime()) / DAY;
  if (days < 1 || days > CALENDAR_MAX_DAYS) {
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      `The period must run forward and span at most ${CALENDAR_MAX_DAYS} days`,
      { to: 'invalidDate' },
    );
  }
  return { start, end };
}

/**
 * Every accrual of these packages due within [start, end): paid ones, and for active packages
 * the future ones too (an upgraded or finished package pays nothing more).
 */
export function earningsCalendar(
  rows: readonly NamedPartnerPackage[],
  period: { start: Date; end: Date },
  intervalMs: number,
): EarningsCalendarDay[] {
  const days: EarningsCalendarDay[] = [];
  for (const { row, packageName, packageNameI18n } of rows) {
    const names = { packageName, packageNameI18n: localizedOf(packageNameI18n, packageName) };
    const last = row.status === 'active' ? row.accrualsTotal : row.accrualsDone;
    const sinceStart = period.start.getTime() - row.activatedAt.getTime();
    // Accruals before the 24 h floor all fall on it: start from 1 while the floor may be in range.
    const first = sinceStart <= FIRST_ACCRUAL_MIN_MS ? 1 : Math.floor(sinceStart / intervalMs);
    for (let k = Math.max(1, first); k <= last; k += 1) {
      const dueAt = accrualDueAt(row.activatedAt, k, intervalMs);
      if (dueAt >= period.end) break;
      if (dueAt < period.start) continue;
      days.push({
        partnerPackageId: row.id,
        ...names,
        index: k,
        dueAt: dueAt.toISOString(),
        amount: row.dailyAmount.toString(),
        paid: k <= row.accrualsDone,
      });
    }
  }
  return days.sort((a, b) =>
    a.dueAt === b.dueAt ? a.partnerPackageId - b.partnerPackageId : a.dueAt < b.dueAt ? -1 : 1,
  );
}
