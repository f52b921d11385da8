import type { Period } from 'shared-api/contract';
import { DAY } from '../../clock';
import { startOfServerDay } from '../finance/server-day';

/**
 * The first instant of a statistics period (contract PERIODS) that contains `now`: the current
 * server day, ISO week (from Monday), month or year, all in server time (UTC); null = all time.
 */
export function periodStart(period: Period, now: Date): Date | null {
  const day = startOfServerDay(now);
  switch (period) {
    case 'day':
      return day;
    case 'week':
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
    case 'month':
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
    case 'year':
      return new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
    case 'all':
      return null;
  }
}
