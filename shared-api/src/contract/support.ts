import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  idTextSchema,
  INT4_MAX,
  multilineTextSchema,
  textSchema,
} from './bounded';
import { listQuerySchema, pageOf } from './common';
import { fields } from './fields';

/**
 * Support desk (issue 13 item 3): a partner's tickets, their thread with the back-office, and
 * the support contacts shown on the maintenance page and the footer.
 */

export const SUPPORT_CATEGORIES = [
  'account',
  'finance',
  'packages',
  'network',
  'technical',
  'other',
] as const;
export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof supportCategorySchema>;

/**
 * open: waits for the back-office (new, or the partner wrote last); inProgress: taken up;
 * answered: the back-office wrote last and waits for the partner; closed: no more partner replies.
 */
export const SUPPORT_STATUSES = ['open', 'inProgress', 'answered', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** Attachments: screenshots and PDF documents, sniffed by content on the server. */
export const SUPPORT_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 5;

export const supportAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

const attachmentIdsSchema = z
  .array(idSchema)
  .max(SUPPORT_ATTACHMENTS_PER_MESSAGE, 'outOfRange')
  .default([]);

const bodySchema = multilineTextSchema(5000).trim().min(1, 'required');

/** POST /api/client/support/tickets. `attachmentIds`: files uploaded beforehand, not yet used. */
export const supportTicketInputSchema = z.object({
  subject: fields.required(150),
  category: supportCategorySchema,
  body: bodySchema,
  attachmentIds: attachmentIdsSchema,
});
export type SupportTicketInput = z.input<typeof supportTicketInputSchema>;

/** POST .../tickets/{id}/messages (client and admin); `internal` only from the back-office. */
export const supportReplyInputSchema = z.object({
  body: bodySchema,
  attachmentIds: attachmentIdsSchema,
});
export type SupportReplyInput = z.input<typeof supportReplyInputSchema>;

export const supportAdminReplyInputSchema = supportReplyInputSchema.extend({
  /** An internal note: seen by admins only, no mail, the status is kept. */
  internal: z.boolean().default(false),
});
export type SupportAdminReplyInput = z.input<typeof supportAdminReplyInputSchema>;

/** PUT /api/admin/support/tickets/{id}: status and / or assignee (null = nobody). */
export const supportTicketUpdateSchema = z
  .object({
    status: supportStatusSchema.optional(),
    assigneeId: idSchema.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, 'required');
export type SupportTicketUpdate = z.infer<typeof supportTicketUpdateSchema>;

export const supportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['partner', 'admin']),
  /** The admin's name for back-office messages (the partner sees "Support" instead). */
  authorName: z.string().nullable(),
  body: z.string(),
  internal: z.boolean(),
  attachments: z.array(supportAttachmentSchema),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: supportCategorySchema,
  status: supportStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketPageSchema = pageOf(supportTicketSchema);

export const supportThreadSchema = supportTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** A ticket as the back-office sees it: with its partner and assignee. */
export const adminSupportTicketSchema = supportTicketSchema.extend({
  partner: z.object({ id: z.number().int(), login: z.string(), name: z.string() }),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;
export const adminSupportTicketPageSchema = pageOf(adminSupportTicketSchema);

export const adminSupportThreadSchema = adminSupportTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

/** GET /api/client/support/tickets: the caller's tickets, latest activity first. */
export const supportTicketQuerySchema = listQuerySchema.omit({ sort: true, search: true }).extend({
  status: supportStatusSchema.optional(),
});

/**
 * GET /api/admin/support/tickets: `assignee` is an admin id or `none` (unassigned); `login`
 * matches the partner's login (contains); `from` / `to` bound the creation date (inclusive).
 */
export const adminSupportTicketQuerySchema = listQuerySchema
  .omit({ sort: true, search: true })
  .extend({
    status: supportStatusSchema.optional(),
    category: supportCategorySchema.optional(),
    assignee: textSchema(10)
      .regex(/^(none|[1-9][0-9]{0,9})$/, 'outOfRange')
      // Ten digits pass the pattern: an id beyond int4 would reach PostgreSQL (22003).
      .refine((v) => v === 'none' || Number(v) <= INT4_MAX, 'outOfRange')
      .optional(),
    login: textSchema(64).trim().optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  });
export type AdminSupportTicketQuery = z.input<typeof adminSupportTicketQuerySchema>;

/** GET /api/admin/support/assignees: admins holding manage-support, for the assign select. */
export const supportAssigneeListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const supportAttachmentParamsSchema = z.object({ id: idTextSchema });
