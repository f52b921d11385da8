import { z } from 'zod';
import { dateTimeSchema } from './bounded';

/**
 * Only when the server runs with TEST_MODE=1 (refused in production, absent otherwise):
 * GET /api/test/clock → { now }; POST /api/test/clock { advanceMs } or { set } moves business time
 * for every module and then runs every due job (accruals, expiries) before answering.
 */
export const testClockSchema = z.object({ now: z.string() });
export const testClockMoveSchema = z.union([
  z.object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(400 * 24 * 3_600_000),
  }),
  z.object({ set: dateTimeSchema }),
]);
export type TestClockMove = z.infer<typeof testClockMoveSchema>;
