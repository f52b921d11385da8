import { eq } from 'drizzle-orm';
import { supportAttachmentParamsSchema } from 'shared-api/contract';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { adminOf, clientOf } from '../../auth/principal';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { downloadName } from './download-name';

type Attachment = typeof supportAttachments.$inferSelect;

/**
 * Attachment bytes, behind the session (unlike avatars, a ticket's files are private): a partner
 * reads the files of their own tickets' visible messages and their own pending uploads; an admin
 * with view-support reads the files of every message (internal notes too) and their own pending
 * uploads. nosniff and a sandboxing CSP so a file is never run as a page, and a saved one is named
 * for the type it was checked to be.
 */
export function attachmentFileRoutes(app: ZodApp, deps: AppDeps): void {
  const send = async (reply: FastifyReply, found: Attachment | undefined) => {
    const file = found ? await deps.storage.get(found.storageKey) : null;
    if (!found || !file) throw notFound('File');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header(
        'content-disposition',
        `inline; filename*=UTF-8''${encodeURIComponent(downloadName(found.fileName, file.contentType))}`,
      )
      .send(file.bytes);
  };
  const schema = {
    tags: ['support'],
    params: supportAttachmentParamsSchema,
    response: errorResponses(401, 403, 404, 422),
  };

  app.get(
    '/api/client/support/attachments/:id',
    { schema, config: { access: access.client } },
    async (request, reply) => {
      const { partnerId } = clientOf(request);
      const [row] = await deps.db
        .select({
          attachment: supportAttachments,
          internal: supportMessages.internal,
          owner: supportTickets.partnerId,
        })
        .from(supportAttachments)
        .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
        .leftJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
        .where(eq(supportAttachments.id, request.params.id));
      const visible =
        row &&
        (row.attachment.messageId === null
          ? row.attachment.uploaderPartnerId === partnerId
          : row.owner === partnerId && row.internal === false);
      return send(reply, visible ? row.attachment : undefined);
    },
  );

  app.get(
    '/api/admin/support/attachments/:id',
    { schema, config: { access: access.admin('view-support') } },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const [row] = await deps.db
        .select()
        .from(supportAttachments)
        .where(eq(supportAttachments.id, request.params.id));
      // An upload no message carries yet is its uploader's draft (a partner may still drop it).
      const visible = row && (row.messageId !== null || row.uploaderAdminId === adminId);
      return send(reply, visible ? row : undefined);
    },
  );
}
