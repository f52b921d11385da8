import { z } from 'zod';
import { localizedTextInputSchema, localizedTextSchema } from './localized-text';
import { amountSchema, microSchema } from './money';
import { periodSeriesSchema } from './period-series';

/** A career status (business rules, Career), admin-editable, ordered by `rank`. */
export const careerStatusSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  /** The name per language; the UI shows pickLanguage(nameI18n, language). */
  nameI18n: localizedTextSchema,
  personal: microSchema,
  firstLine: microSchema,
  mainBranch: microSchema,
  /** How many secondary branches must each reach `secondaryThreshold` (1..5). */
  secondaryBranches: z.number().int(),
  secondaryThreshold: microSchema,
  side: microSchema,
  reward: microSchema,
  mentorReward: microSchema,
});
export type CareerStatus = z.infer<typeof careerStatusSchema>;
export const careerStatusListSchema = z.object({ items: z.array(careerStatusSchema) });

/** The caller's figures (GTC micro-units, lifetime package payments, 5 lines). */
export const careerFiguresSchema = z.object({
  personal: microSchema,
  firstLine: microSchema,
  mainBranch: microSchema,
  /** Volumes of the branches after the main one, largest first. */
  secondaryBranches: z.array(microSchema),
  side: microSchema,
});
export type CareerFigures = z.infer<typeof careerFiguresSchema>;

/**
 * GET /api/client/career/progress?period=day|week|month|year|all (periodQuerySchema): the current
 * status, the next one and the awards paid (lifetime, whatever the period), and the period's chart.
 */
export const careerProgressSchema = z.object({
  current: careerStatusSchema.nullable(),
  next: careerStatusSchema.nullable(),
  figures: careerFiguresSchema,
  awards: z.array(
    z.object({
      status: z.string(),
      statusI18n: localizedTextSchema,
      awardedAt: z.string(),
      reward: microSchema,
    }),
  ),
  mentor: z
    .object({ login: z.string(), status: z.string(), statusI18n: localizedTextSchema })
    .nullable(),
  /**
   * The chart: package payments per bucket, the partner's own and those of the career lines
   * below (what grows the figures).
   */
  series: periodSeriesSchema({ personal: microSchema, structure: microSchema }),
});
export type CareerProgress = z.infer<typeof careerProgressSchema>;

/** PUT /api/admin/career/statuses/{id} (update-packages): edits the thresholds and rewards. */
export const careerStatusInputSchema = z.object({
  /** The name per language; `name` becomes its Russian text. */
  nameI18n: localizedTextInputSchema(32),
  personal: amountSchema,
  firstLine: amountSchema,
  mainBranch: amountSchema,
  secondaryBranches: z.number().int().min(1).max(5),
  secondaryThreshold: amountSchema,
  side: amountSchema,
  reward: amountSchema,
  mentorReward: amountSchema,
});
