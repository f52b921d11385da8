import { z } from 'zod';
import { dateSchema, idSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { localizedTextInputSchema, localizedTextSchema } from './localized-text';
import { amountSchema, basisPointsSchema, microSchema } from './money';

export const PACKAGE_STATUSES = ['active', 'inactive'] as const;

/**
 * An investment package of the catalogue (business rules, Packages). `dailyIncomeBp` is the base
 * daily income in basis points of the price (0.45 % = 45). `totalIncome` = price × daily % ×
 * (periodDays + additionalDays), computed by the server.
 */
export const packageSchema = z.object({
  id: z.number().int(),
  /** The catalogue key (unique, searched and sorted by): the Russian name, or the seed's own. */
  name: z.string(),
  /** The name per language; the UI shows pickLanguage(nameI18n, language). */
  nameI18n: localizedTextSchema,
  price: microSchema,
  dailyIncomeBp: z.number().int(),
  periodDays: z.number().int(),
  additionalDays: z.number().int(),
  linearLevels: z.number().int(),
  binaryDailyLimit: microSchema,
  totalIncome: microSchema,
  status: z.enum(PACKAGE_STATUSES),
  /** How many partner packages were bought from it (admin only; 0 on the client). */
  soldCount: z.number().int(),
});
export type InvestmentPackage = z.infer<typeof packageSchema>;

/** POST /api/admin/packages (create-packages), PUT /api/admin/packages/{id} (update-packages). */
export const packageInputSchema = z.object({
  /** The name per language; `name` becomes its Russian text. */
  nameI18n: localizedTextInputSchema(64),
  price: amountSchema,
  dailyIncomeBp: basisPointsSchema.refine((v) => v > 0, 'invalidAmount'),
  periodDays: z.number().int().min(1).max(3650),
  additionalDays: z.number().int().min(0).max(3650),
  linearLevels: z.number().int().min(0).max(6),
  binaryDailyLimit: amountSchema,
  status: z.enum(PACKAGE_STATUSES),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

/** GET /api/admin/packages (view-packages); GET /api/client/packages lists the active ones. */
export const ADMIN_PACKAGE_SORT_FIELDS = ['id', 'name', 'price'] as const;
export const adminPackageListQuerySchema = listQuerySchema.extend({
  status: z.enum(PACKAGE_STATUSES).optional(),
});
export const packagePageSchema = pageOf(packageSchema);
export const packageCatalogueSchema = z.object({ items: z.array(packageSchema) });

/** Consent to the public offer and the privacy policy: required, recorded with its time. */
const consents = {
  acceptOffer: z.literal(true, { error: 'consentRequired' }),
  acceptPrivacy: z.literal(true, { error: 'consentRequired' }),
};

/** POST /api/client/packages/purchase (Idempotency-Key): debits the GTC wallet. */
export const packagePurchaseSchema = z.object({
  packageId: idSchema,
  ...consents,
});
export type PackagePurchase = z.infer<typeof packagePurchaseSchema>;

/**
 * POST /api/client/packages/upgrade (Idempotency-Key): moves an active partner package to a more
 * expensive catalogue package for the price difference; its schedule restarts at the upgrade.
 */
export const packageUpgradeSchema = z.object({
  partnerPackageId: idSchema,
  packageId: idSchema,
  ...consents,
});
export type PackageUpgrade = z.infer<typeof packageUpgradeSchema>;

export const PARTNER_PACKAGE_STATUSES = ['active', 'finished', 'upgraded'] as const;

/** A package the partner holds: GET /api/client/my-packages → { items }. */
export const partnerPackageSchema = z.object({
  id: z.number().int(),
  package: packageSchema.pick({
    id: true,
    name: true,
    nameI18n: true,
    price: true,
    dailyIncomeBp: true,
    periodDays: true,
    additionalDays: true,
    linearLevels: true,
    binaryDailyLimit: true,
  }),
  status: z.enum(PARTNER_PACKAGE_STATUSES),
  /** What the partner paid in total (purchase plus upgrades). */
  paid: microSchema,
  purchasedAt: z.string(),
  /** Start of the current schedule (purchase, or the last upgrade). */
  activatedAt: z.string(),
  /** When the last accrual is due. */
  finishAt: z.string(),
  accrualsDone: z.number().int(),
  accrualsTotal: z.number().int(),
  remainingDays: z.number().int(),
  /** Null once finished. */
  nextCreditAt: z.string().nullable(),
  nextCreditAmount: microSchema.nullable(),
  totalEarned: microSchema,
  totalIncome: microSchema,
});
export type PartnerPackage = z.infer<typeof partnerPackageSchema>;
export const partnerPackageListSchema = z.object({ items: z.array(partnerPackageSchema) });

/**
 * GET /api/client/my-packages/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 100 days): past
 * and future accruals of every package, one row per package and day.
 */
export const earningsCalendarQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export const earningsCalendarDaySchema = z.object({
  partnerPackageId: z.number().int(),
  packageName: z.string(),
  packageNameI18n: localizedTextSchema,
  /** Accrual number k (1 … accrualsTotal). */
  index: z.number().int(),
  dueAt: z.string(),
  amount: microSchema,
  paid: z.boolean(),
});
export type EarningsCalendarDay = z.infer<typeof earningsCalendarDaySchema>;
export const earningsCalendarSchema = z.object({ items: z.array(earningsCalendarDaySchema) });
