import { z } from 'zod';
import { pageOf } from 'shared-api/contract';
import { outbox } from '../../db/schema';
import { maskSecrets } from './mask-secrets';

// Not in shared-api/contract yet: the dev outbox is a server-side development tool.
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageOf(outboxMailSchema);

export const OUTBOX_SORT_FIELDS = ['id', 'to', 'subject', 'createdAt'] as const;

export function toOutboxMail(row: typeof outbox.$inferSelect): OutboxMail {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The admin's view of a mail: every secret in its links masked (mask-secrets.ts). */
export function toMaskedOutboxMail(row: typeof outbox.$inferSelect): OutboxMail {
  const mail = toOutboxMail(row);
  return {
    ...mail,
    text: maskSecrets(mail.text),
    html: maskSecrets(mail.html),
    link: mail.link && maskSecrets(mail.link),
  };
}
