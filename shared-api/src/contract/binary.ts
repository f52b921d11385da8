import { z } from 'zod';
import { idTextSchema, textSchema, wholeNumberTextOr } from './bounded';
import { localizedTextSchema, type LocalizedText } from './localized-text';
import { microSchema } from './money';
import { periodSeriesSchema } from './period-series';

export const BINARY_SIDES = ['left', 'right'] as const;
export const binarySideSchema = z.enum(BINARY_SIDES);
export type BinarySide = z.infer<typeof binarySideSchema>;

/**
 * GET /api/client/binary/basket: partners the caller sponsored who wait for placement, least time
 * left first. `canPlace` is false while the caller is not in the binary tree themselves
 * ("cannot distribute: ask your upline to activate you").
 */
export const basketEntrySchema = z.object({
  partnerId: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** What the partner paid for packages so far (GTC micro-units). */
  investment: microSchema,
  registeredAt: z.string(),
  /** After it the server places the partner into the smaller leg. */
  autoPlaceAt: z.string(),
});
export type BasketEntry = z.infer<typeof basketEntrySchema>;
export const basketSchema = z.object({
  canPlace: z.boolean(),
  now: z.string(),
  items: z.array(basketEntrySchema),
});
export type Basket = z.infer<typeof basketSchema>;

/**
 * POST /api/client/binary/basket/{partnerId}/place { side }: to the outer edge of that leg.
 * Refusals: 409 NOT_IN_BINARY (the caller is not placed), 409 INVALID_STATE (already placed or
 * not in the caller's basket), 404.
 */
export const placementSchema = z.object({ side: binarySideSchema });
/** The path of a placement: the partner waiting in the caller's basket. */
export const placementParamSchema = z.object({ partnerId: idTextSchema });

/** GET /api/client/binary/search?login=: the start of a login. */
export const binarySearchQuerySchema = z.object({
  login: textSchema(32).trim().min(1, 'required'),
});

/** One node of GET /api/client/binary/structure?root={id}&depth=1..4 (root = self by default). */
export type BinaryNode = {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  active: boolean;
  side: BinarySide | null;
  packageName: string | null;
  /** The package's name per language (packageName is its plain catalogue key). */
  packageNameI18n: LocalizedText | null;
  leftVolume: string;
  rightVolume: string;
  leftCount: number;
  rightCount: number;
  /** Children within the requested depth; `hasChildren` tells the UI it can load deeper. */
  left: BinaryNode | null;
  right: BinaryNode | null;
  hasChildren: boolean;
};
export const binaryNodeSchema: z.ZodType<BinaryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    login: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    active: z.boolean(),
    side: binarySideSchema.nullable(),
    packageName: z.string().nullable(),
    packageNameI18n: localizedTextSchema.nullable(),
    leftVolume: microSchema,
    rightVolume: microSchema,
    leftCount: z.number().int(),
    rightCount: z.number().int(),
    left: binaryNodeSchema.nullable(),
    right: binaryNodeSchema.nullable(),
    hasChildren: z.boolean(),
  }),
);
export const binaryStructureQuerySchema = z.object({
  root: idTextSchema.optional(),
  depth: wholeNumberTextOr(1, 4, 3),
});
/**
 * The root's path from the caller (breadcrumbs) and the subtree; 404 outside the caller's tree.
 * A deep zoom's path is the caller and the last crumbs down to the root, `pathSkipped` the crumbs
 * left out between them (a chain can be thousands of levels deep).
 */
export const binaryStructureSchema = z.object({
  path: z.array(z.object({ id: z.number().int(), login: z.string() })),
  pathSkipped: z.number().int().min(0).optional(),
  tree: binaryNodeSchema.nullable(),
});
export type BinaryStructure = z.infer<typeof binaryStructureSchema>;

/** GET /api/client/binary/search?login=: descendants whose login starts with the text (≤ 20). */
export const binarySearchSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), login: z.string(), depth: z.number().int() })),
});

export const LIMIT_STATES = ['ok', 'approaching', 'reached', 'not-accrued'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/** GET /api/client/binary/statistics?period=day|week|month|year|all (spec §3 Binary statistics). */
export const binaryStatisticsSchema = z.object({
  leftVolume: microSchema,
  rightVolume: microSchema,
  smallerLeg: binarySideSchema.nullable(),
  /** Volume of the caller's own sponsored partners in both legs. */
  volumeWithoutSpillover: microSchema,
  /** Leg volume that came from partners the caller did not sponsor. */
  spilloverDifference: microSchema,
  leftCount: z.number().int(),
  rightCount: z.number().int(),
  /** Uncounted volume carried into the next close. */
  carryLeft: microSchema,
  carryRight: microSchema,
  /** Binary bonus earned in the period. */
  earnings: microSchema,
  /** Cut by the limit in the period ("Not accrued due to limit exceeded"). */
  notAccrued: microSchema,
  /** Daily binary reward limit of the highest active package (0 without one). */
  rewardLimit: microSchema,
  /** Today's projected bonus and its state against the limit (business rules, Binary). */
  projectedToday: microSchema,
  limitState: z.enum(LIMIT_STATES),
  closes: z.array(
    z.object({
      date: z.string(),
      matched: microSchema,
      bonus: microSchema,
      notAccrued: microSchema,
    }),
  ),
  /** The chart: binary bonus paid and cut by the limit per bucket (a close on its pay day). */
  series: periodSeriesSchema({ bonus: microSchema, notAccrued: microSchema }),
});
export type BinaryStatistics = z.infer<typeof binaryStatisticsSchema>;
