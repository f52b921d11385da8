import { z } from 'zod';
import { wholeNumberTextSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { fields } from './fields';
import { localizedTextSchema } from './localized-text';
import { microSchema } from './money';

/** Period filters of spec §9, used by the binary, linear and statistics screens. */
export const PERIODS = ['day', 'week', 'month', 'year', 'all'] as const;
export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;
export const periodQuerySchema = z.object({ period: periodSchema.default('month') });

/** GET /api/client/network/statuses: the dashboard's partner statuses per line, to depth 6. */
export const networkStatusesSchema = z.object({
  lines: z.array(
    z.object({
      line: z.number().int().min(1).max(6),
      total: z.number().int(),
      active: z.number().int(),
      /** Partners per career status name (those without one are not counted here). */
      careerStatuses: z.record(z.string(), z.number().int()),
      /** The same counts by rank, each status with its name per language (for display). */
      careerStatusCounts: z.array(
        z.object({
          status: z.string(),
          statusI18n: localizedTextSchema,
          count: z.number().int(),
        }),
      ),
    }),
  ),
});
export type NetworkStatuses = z.infer<typeof networkStatusesSchema>;

/** A partner of the caller's downline (my partners, deactivated partners, linear structure). */
export const downlinePartnerSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  partnerCode: z.string(),
  /** Line below the caller: 1 = invited by the caller. */
  line: z.number().int(),
  active: z.boolean(),
  careerStatus: z.string().nullable(),
  /** The career status's name per language (careerStatus is its plain catalogue key). */
  careerStatusI18n: localizedTextSchema.nullable(),
  /** Lifetime package payments (GTC micro-units). */
  volume: microSchema,
  registeredAt: z.string(),
  sponsorLogin: z.string().nullable(),
});
export type DownlinePartner = z.infer<typeof downlinePartnerSchema>;

/**
 * GET /api/client/network/partners?active=true|false&line=1..6&search&page&pageSize: the
 * downline to depth 6 ("my partners" = active=true, "deactivated partners" = active=false).
 */
export const downlineQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  active: z.enum(['true', 'false']).optional(),
  line: wholeNumberTextSchema(1, 6).optional(),
});
export const downlinePageSchema = pageOf(downlinePartnerSchema);

/**
 * POST /api/client/network/invitations: "register a new partner by email" (active partners only,
 * else 409 INVITATION_REQUIRED): the server registers the partner under the caller and sends the
 * "set your password" email, like the signup screen does.
 */
export const networkInvitationSchema = z.object({
  firstName: fields.latinName(),
  lastName: fields.latinName(),
  email: fields.email(),
  login: fields.login(),
  phone: fields.phone(),
});
export type NetworkInvitation = z.infer<typeof networkInvitationSchema>;

/** GET /api/client/dashboard/income: income by bonus type and package statistics. */
export const dashboardIncomeSchema = z.object({
  byType: z.object({
    'daily-bonus': microSchema,
    'partner-purchase-bonus': microSchema,
    'binary-bonus': microSchema,
    'career-bonus': microSchema,
  }),
  total: microSchema,
  packages: z.object({
    active: z.number().int(),
    finished: z.number().int(),
    invested: microSchema,
    earned: microSchema,
  }),
});
export type DashboardIncome = z.infer<typeof dashboardIncomeSchema>;
