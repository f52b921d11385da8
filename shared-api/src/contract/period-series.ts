import { z } from 'zod';
import type { Period } from './network';

/**
 * A period's chart (cabinet statistics pages): a point per server day for day, week and month,
 * per month for year and all time (a year of daily bars does not fit a phone).
 */
export const SERIES_BUCKETS = ['day', 'month'] as const;
export const seriesBucketSchema = z.enum(SERIES_BUCKETS);
export type SeriesBucket = z.infer<typeof seriesBucketSchema>;

export const bucketOfPeriod = (period: Period): SeriesBucket =>
  period === 'year' || period === 'all' ? 'month' : 'day';

/**
 * `{ bucket, points }`: every bucket of the period in order, empty ones with zeros; `date` is the
 * bucket's first day (YYYY-MM-DD, server time), the figures of `shape` are the bucket's sums.
 */
export const periodSeriesSchema = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    bucket: seriesBucketSchema,
    points: z.array(z.object({ date: z.string(), ...shape })),
  });
