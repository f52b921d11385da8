import { sql, type SQL } from 'drizzle-orm';
import { bucketOfPeriod, type Period, type SeriesBucket } from 'shared-api/contract';
import { serverDay } from '../finance/server-day';

/**
 * The bucket key of `utcTimestamp` (an SQL `timestamp` in UTC, the server day's zone): the
 * bucket's first day, YYYY-MM-DD. `bucket` is one of SERIES_BUCKETS, so it is inlined safely.
 */
export const bucketKeySql = (bucket: SeriesBucket, utcTimestamp: SQL): SQL =>
  sql`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${utcTimestamp}), 'YYYY-MM-DD')`;

/** A `timestamptz` column as the UTC `timestamp` bucketKeySql takes. */
export const utc = (column: SQL): SQL => sql`(${column} at time zone 'UTC')`;

/** The first day of the bucket holding server day `day` (YYYY-MM-DD). */
export const bucketStart = (bucket: SeriesBucket, day: string) =>
  bucket === 'month' ? `${day.slice(0, 7)}-01` : day;

/** The bucket after the one starting `key`. */
function nextBucket(bucket: SeriesBucket, key: string): string {
  const date = new Date(`${key}T00:00:00.000Z`);
  if (bucket === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + 1);
  return serverDay(date);
}

/**
 * Every bucket of a period, from the one holding `from` (for all time, null: the earliest of
 * `rows`, or the current one) to the one holding `now`, each with its row or `zero`.
 */
export function periodSeries<T extends object>(input: {
  period: Period;
  from: Date | null;
  now: Date;
  rows: ReadonlyMap<string, T>;
  zero: T;
}): { bucket: SeriesBucket; points: (T & { date: string })[] } {
  const bucket = bucketOfPeriod(input.period);
  const last = bucketStart(bucket, serverDay(input.now));
  const earliest = [...input.rows.keys()].sort()[0];
  let key = input.from
    ? bucketStart(bucket, serverDay(input.from))
    : earliest && earliest < last
      ? earliest
      : last;
  const points: (T & { date: string })[] = [];
  for (; key <= last; key = nextBucket(bucket, key)) {
    points.push({ date: key, ...(input.rows.get(key) ?? input.zero) });
  }
  return { bucket, points };
}
