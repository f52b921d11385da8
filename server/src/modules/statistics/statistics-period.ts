import { DAY } from '../../clock';
import { AppError } from '../../http/app-error';

/** The longest period the screen may ask for, in days (both ends counted). */
export const MAX_PERIOD_DAYS = 366;

export type StatisticsPeriod = {
  from: string;
  to: string;
  /** 00:00 UTC of `from`. */
  start: Date;
  /** 00:00 UTC of the day after `to` (excluded). */
  end: Date;
};

/** `from`..`to` as whole server days (UTC); 422 when reversed or longer than MAX_PERIOD_DAYS. */
export function statisticsPeriod(from: string, to: string): StatisticsPeriod {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY);
  const days = Math.round((end.getTime() - start.getTime()) / DAY);
  if (days < 1 || days > MAX_PERIOD_DAYS) {
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      `The period runs from "from" to "to", at most ${MAX_PERIOD_DAYS} days`,
      { to: 'invalidDate' },
    );
  }
  return { from, to, start, end };
}
