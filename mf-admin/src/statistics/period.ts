import dayjs, { type Dayjs } from 'dayjs';
import { filterValue } from '../lists';

/** A statistics period: ISO days `from`..`to`, both included. */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['day', 'week', 'month', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The contract's limit: the server answers at most 366 days at once. */
export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PRESET: PeriodPreset = 'month';

export const ISO_DAY = 'YYYY-MM-DD';

/** A preset ends today and reaches back: one day, 7 days, a month, a year (today included). */
export function presetPeriod(preset: PeriodPreset, today: Dayjs = dayjs()): StatisticsPeriod {
  const from =
    preset === 'day'
      ? today
      : preset === 'week'
        ? today.subtract(6, 'day')
        : today.subtract(1, preset).add(1, 'day');
  return { from: from.format(ISO_DAY), to: today.format(ISO_DAY) };
}

/** The preset a period equals today, if any (its button shows as chosen). */
export function presetOf(period: StatisticsPeriod, today: Dayjs = dayjs()) {
  return PERIOD_PRESETS.find((p) => {
    const candidate = presetPeriod(p, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
}

/** Days in a period, both ends included. */
export const periodDays = ({ from, to }: StatisticsPeriod) =>
  dayjs(to).diff(dayjs(from), 'day') + 1;

/**
 * The URL's `from` / `to` when they are real days in order and at most 366 days apart; otherwise
 * the default preset (an edited or stale link still shows statistics).
 */
export function parsePeriod(params: URLSearchParams, today: Dayjs = dayjs()): StatisticsPeriod {
  const from = filterValue.isoDate(params.get('from') ?? '');
  const to = filterValue.isoDate(params.get('to') ?? '');
  if (from && to && from <= to && periodDays({ from, to }) <= MAX_PERIOD_DAYS) return { from, to };
  return presetPeriod(DEFAULT_PRESET, today);
}
