import type { EarningsCalendarDay } from 'shared-api';
import { dayjs, ISO_DAY, type Dayjs } from '../../../dates/dayjs';

/**
 * The days a month view may show: it spans up to 6 weeks around the month, so a week before it
 * to two weeks after (at most 52 days; the calendar endpoint allows 100).
 */
export function visibleRange(month: Dayjs): { from: string; to: string } {
  return {
    from: month.startOf('month').subtract(7, 'day').format(ISO_DAY),
    to: month.endOf('month').add(14, 'day').format(ISO_DAY),
  };
}

export interface DayEarnings {
  paid: bigint;
  upcoming: bigint;
  items: EarningsCalendarDay[];
}

/** Accruals by the partner's local day (`YYYY-MM-DD`), paid and upcoming summed apart. */
export function earningsByDay(items: readonly EarningsCalendarDay[]): Map<string, DayEarnings> {
  const days = new Map<string, DayEarnings>();
  for (const item of items) {
    const day = dayjs(item.dueAt).format(ISO_DAY);
    const entry = days.get(day) ?? { paid: 0n, upcoming: 0n, items: [] };
    if (item.paid) entry.paid += BigInt(item.amount);
    else entry.upcoming += BigInt(item.amount);
    entry.items.push(item);
    days.set(day, entry);
  }
  return days;
}
