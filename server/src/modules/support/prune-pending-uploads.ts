import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { SUPPORT_ATTACHMENTS_PER_MESSAGE } from 'shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { supportAttachments } from '../../db/schema';

/**
 * Uploads an uploader may hold that no message carries yet: two messages' worth. A form holds at
 * most one message's files; the rest are files removed from a form, or a tab left open.
 */
export const PENDING_UPLOADS_KEPT = 2 * SUPPORT_ATTACHMENTS_PER_MESSAGE;

export type Uploader = { partnerId: number } | { adminId: number };

/**
 * Deletes the uploader's pending uploads beyond the newest PENDING_UPLOADS_KEPT, rows and files.
 * Nothing else bounded them: a partner could store 5 MB after 5 MB that no message ever carried.
 * A message sent later with a pruned upload is refused as with any unknown one (422).
 */
export async function prunePendingUploads(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  uploader: Uploader,
  log: FastifyBaseLogger,
): Promise<void> {
  const owner =
    'partnerId' in uploader
      ? eq(supportAttachments.uploaderPartnerId, uploader.partnerId)
      : eq(supportAttachments.uploaderAdminId, uploader.adminId);
  const pending = and(owner, isNull(supportAttachments.messageId));
  const beyond = await deps.db
    .select({ id: supportAttachments.id })
    .from(supportAttachments)
    .where(pending)
    .orderBy(desc(supportAttachments.id))
    .offset(PENDING_UPLOADS_KEPT);
  if (beyond.length === 0) return;
  // Still pending when deleted: one a message took meanwhile stays.
  const deleted = await deps.db
    .delete(supportAttachments)
    .where(
      and(
        pending,
        inArray(
          supportAttachments.id,
          beyond.map((row) => row.id),
        ),
      ),
    )
    .returning({ storageKey: supportAttachments.storageKey });
  for (const { storageKey } of deleted) {
    await deps.storage.delete(storageKey).catch((err: unknown) => {
      log.error({ err, storageKey }, 'could not delete a pruned upload');
    });
  }
}
