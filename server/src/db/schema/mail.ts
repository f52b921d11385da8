import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** The development mail sink: every mail the OutboxMailer "sends" (viewable by admins). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);
