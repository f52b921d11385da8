import { DAY } from '../../clock';
import { startOfServerDay } from './server-day';

/** A withdrawal window: one whole server day (00:00–23:59 UTC, see server-day.ts). */
export type WithdrawalWindow = {
  /** Today is a withdrawal day. */
  open: boolean;
  start: Date;
  /** The last millisecond of the window's day. */
  end: Date;
};

/**
 * Today's window when today's day of the month is one of `days`, else the next one. Days are
 * 1–28 (settings), so every month has them and the next one is at most 30 days away.
 */
export function withdrawalWindow(now: Date, days: readonly number[]): WithdrawalWindow {
  const today = startOfServerDay(now);
  for (let offset = 0; offset <= 31; offset += 1) {
    const start = new Date(today.getTime() + offset * DAY);
    if (days.includes(start.getUTCDate())) {
      return { open: offset === 0, start, end: new Date(start.getTime() + DAY - 1) };
    }
  }
  throw new Error(`no withdrawal day among ${days.join(', ')} within a month`);
}
