import { z } from 'zod';
import { microSchema } from './money';
import { periodSeriesSchema } from './period-series';

/** GET /api/client/linear/rules: the reward table and which levels are open for the caller. */
export const linearRulesSchema = z.object({
  levels: z.array(
    z.object({
      level: z.number().int().min(1).max(6),
      percentBp: z.number().int(),
      open: z.boolean(),
    }),
  ),
  /** The highest `linear levels` among the caller's active packages (0 when inactive). */
  openLevels: z.number().int(),
});
export type LinearRules = z.infer<typeof linearRulesSchema>;

/** GET /api/client/linear/statistics?period=…: per level, the purchases below and the bonus paid. */
export const linearStatisticsSchema = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      partners: z.number().int(),
      /** Package payments of that line in the period. */
      volume: microSchema,
      bonus: microSchema,
      open: z.boolean(),
    }),
  ),
  total: microSchema,
  /** The chart: the linear bonus earned per bucket, all levels together. */
  series: periodSeriesSchema({ bonus: microSchema }),
});
export type LinearStatistics = z.infer<typeof linearStatisticsSchema>;
