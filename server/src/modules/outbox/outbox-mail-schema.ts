import { z } from 'zod';
import { MASKED, pageOf } from 'shared-api/contract';
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

/**
 * The admin's view of a mail: every secret in its links masked (mask-secrets.ts), for everyone.
 * A reader who may not see the recipient (outbox-recipient.ts) gets the address and the whole
 * body, text and HTML, as MASKED: the body is withheld, not scrubbed. It is text already rendered
 * from the partner's first name, a masked new address, a ticket subject the partner wrote, amounts;
 * cutting those out again would need every value that went in (a name since changed, a phone
 * typed into a subject) and would fail open on the one it missed. The subject and the link stay:
 * the mail templates build them from fixed text, ids and masked secrets (a test pins it), so the
 * reader still audits which mail went when, not to whom or what it said of them.
 */
export function toMaskedOutboxMail(
  row: typeof outbox.$inferSelect,
  recipientShown: boolean,
): OutboxMail {
  const mail = toOutboxMail(row);
  const link = mail.link && maskSecrets(mail.link);
  if (!recipientShown) return { ...mail, to: MASKED, text: MASKED, html: MASKED, link };
  return { ...mail, text: maskSecrets(mail.text), html: maskSecrets(mail.html), link };
}
