import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SupportCategory, SupportStatus } from 'shared-api/contract';
import { adminUsers } from './admins';
import { id, instant } from './columns';
import { partners } from './partners';

/** A partner's support ticket (issue 13 item 3). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    subject: text('subject').notNull(),
    category: text('category').$type<SupportCategory>().notNull(),
    status: text('status').$type<SupportStatus>().notNull(),
    assigneeAdminId: integer('assignee_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** Of the last message the partner can see (internal notes do not move it). */
    lastMessageAt: instant('last_message_at').notNull(),
  },
  (t) => [
    index('support_tickets_partner_idx').on(t.partnerId, t.lastMessageAt),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
  ],
);

/** One message of a ticket's thread; `internal` notes are never shown to the partner. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    authorKind: text('author_kind').$type<'partner' | 'admin'>().notNull(),
    authorAdminId: integer('author_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * A file in the storage (`support/<random>.<ext>`), uploaded by a partner or an admin before the
 * message that carries it; `messageId` is null until then.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: id(),
    messageId: integer('message_id').references(() => supportMessages.id),
    uploaderPartnerId: integer('uploader_partner_id').references(() => partners.id),
    uploaderAdminId: integer('uploader_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);
