import { z } from 'zod';
import { dateSchema, idTextSchema, textSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';

/** Actions written to the admin log (the UI translates each as `logs.actions.<action>`). */
export const ADMIN_LOG_ACTIONS = [
  'login',
  'login-failed',
  // A wrong 2FA code at sign-in or when turning 2FA off.
  'two-fa-failed',
  'logout',
  'user-created',
  'user-updated',
  'user-deleted',
  'role-created',
  'role-updated',
  'role-deleted',
  'two-fa-enabled',
  'two-fa-disabled',
  'partner-two-fa-reset',
  'login-as',
  'package-created',
  'package-updated',
  'package-deleted',
  'settings-updated',
  'deposit-confirmed',
  'deposit-rejected',
  'chain-transfer-credited',
  'chain-transfer-dismissed',
  'withdrawal-completed',
  'withdrawal-rejected',
  'balance-adjusted',
  'transaction-reversed',
  'partner-created',
  'partner-updated',
  'partner-deactivated',
  'partner-activated',
  'promo-campaign-created',
  'promo-campaign-updated',
  'career-status-updated',
  // Beyond spec §2's log: the support desk's assignment and status changes, answers and notes.
  'support-ticket-updated',
  'support-replied',
  'support-note-added',
  // An admin's 2FA recovery code spent (sign-in or 2FA off).
  'recovery-code-used',
] as const;

/** Actions written to the client log: sign-in, password and 2FA changes, login-as. */
export const CLIENT_LOG_ACTIONS = [
  'register',
  'login',
  'login-failed',
  'logout',
  'password-reset-requested',
  'password-set',
  'password-reset',
  'password-changed',
  'two-fa-enabled',
  'two-fa-disabled',
  'two-fa-reset',
  'two-fa-failed',
  'recovery-code-used',
  'login-as',
  'package-purchased',
  'package-upgraded',
  'deposit-requested',
  'deposit-paid',
  'deposit-credited',
  'transfer-sent',
  'transfer-received',
  'withdrawal-requested',
  'withdrawal-cancelled',
] as const;

/** Actions written to the partner log: profile and status changes. */
export const PARTNER_LOG_ACTIONS = ['profile-updated', 'avatar-updated', 'status-changed'] as const;

/** A log row's before / after snapshot: flat, with scalar values (no secrets). */
export const logSnapshotSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type LogSnapshot = z.infer<typeof logSnapshotSchema>;

const person = z.object({ id: z.number().int(), login: z.string(), name: z.string() });

/** GET /api/admin/admin-logs (view-admin-logs). */
export const adminLogEntrySchema = z.object({
  id: z.number().int(),
  actor: person.nullable(),
  action: z.string(),
  /** The record the action changed: `admin-user`, `role`, `partner`. */
  subject: z.object({ type: z.string(), id: z.number().int() }).nullable(),
  before: logSnapshotSchema.nullable(),
  after: logSnapshotSchema.nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;

/** GET /api/admin/client-logs (view-client-logs). */
export const clientLogEntrySchema = z.object({
  id: z.number().int(),
  partner: person.nullable(),
  action: z.string(),
  details: logSnapshotSchema,
  /** Set when an admin acted through login-as. */
  impersonator: person.nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** GET /api/admin/partner-logs (view-client-logs). */
export const partnerLogEntrySchema = z.object({
  id: z.number().int(),
  partner: person,
  action: z.string(),
  /** Who made the change: the partner, an admin, or the system (jobs). */
  actor: z.object({ kind: z.enum(['partner', 'admin', 'system']), name: z.string().nullable() }),
  before: logSnapshotSchema.nullable(),
  after: logSnapshotSchema.nullable(),
  createdAt: z.string(),
});
export type PartnerLogEntry = z.infer<typeof partnerLogEntrySchema>;

/**
 * Filters of the three log screens (kept in the URL): actor (admin for the admin log, partner for
 * the client and partner logs; by id, or by login, name or e-mail), action, and a period
 * `from`..`to` (ISO dates, inclusive).
 */
export const logQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  actorId: idTextSchema.optional(),
  /** Who, as people know them: part of a login, a name or an e-mail (case-insensitive), or an id. */
  actor: textSchema(100).trim().optional(),
  action: textSchema(64).trim().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

export const adminLogPageSchema = pageOf(adminLogEntrySchema);
export const clientLogPageSchema = pageOf(clientLogEntrySchema);
export const partnerLogPageSchema = pageOf(partnerLogEntrySchema);
