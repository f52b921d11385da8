import { z } from 'zod';
import { dateSchema } from './bounded';
import { microSchema } from './money';

/**
 * GET /api/admin/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD (view-statistics, at most 366 days):
 * totals of the period and one point per day for the charts.
 */
export const statisticsQuerySchema = z.object({ from: dateSchema, to: dateSchema });
const figures = {
  newPartners: z.number().int(),
  packagesSold: z.number().int(),
  packagesAmount: microSchema,
  deposits: microSchema,
  withdrawals: microSchema,
  bonuses: z.object({
    'daily-bonus': microSchema,
    'partner-purchase-bonus': microSchema,
    'binary-bonus': microSchema,
    'career-bonus': microSchema,
  }),
};
export const statisticsSchema = z.object({
  totals: z.object({ ...figures, activePartners: z.number().int() }),
  series: z.array(z.object({ date: z.string(), ...figures })),
});
export type Statistics = z.infer<typeof statisticsSchema>;
