import { and, eq, inArray, isNull } from 'drizzle-orm';
import { supportAttachments, supportMessages } from '../../db/schema';
import type { Db } from '../../db/types';
import { attachmentUnknown } from './upload-errors';

export type MessageAuthor =
  { kind: 'partner'; partnerId: number } | { kind: 'admin'; adminId: number };

/**
 * Appends a message to a ticket (inside the caller's transaction) and moves the named uploads
 * onto it: each must be the author's own and on no message yet, or the whole write is refused.
 */
export async function addMessage(
  tx: Db,
  input: {
    ticketId: number;
    author: MessageAuthor;
    body: string;
    internal: boolean;
    attachmentIds: readonly number[];
    at: Date;
  },
): Promise<number> {
  const { author } = input;
  const [message] = await tx
    .insert(supportMessages)
    .values({
      ticketId: input.ticketId,
      authorKind: author.kind,
      authorAdminId: author.kind === 'admin' ? author.adminId : null,
      body: input.body,
      internal: input.internal,
      createdAt: input.at,
    })
    .returning({ id: supportMessages.id });
  if (!message) throw new Error('support message missing after insert');

  const ids = [...new Set(input.attachmentIds)];
  if (ids.length) {
    const linked = await tx
      .update(supportAttachments)
      .set({ messageId: message.id })
      .where(
        and(
          inArray(supportAttachments.id, ids),
          isNull(supportAttachments.messageId),
          author.kind === 'partner'
            ? eq(supportAttachments.uploaderPartnerId, author.partnerId)
            : eq(supportAttachments.uploaderAdminId, author.adminId),
        ),
      )
      .returning({ id: supportAttachments.id });
    if (linked.length !== ids.length) throw attachmentUnknown();
  }
  return message.id;
}
