import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportAttachmentSchema,
  type SupportAttachment,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { adminOf, clientOf } from '../../auth/principal';
import { supportAttachments } from '../../db/schema';
import { access } from '../../http/access';
import { AppError, malformedUpload } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { singleFileUpload } from '../../http/single-file-upload';
import type { ZodApp } from '../../http/zod-app';
import { EXTENSION_BY_CONTENT_TYPE } from '../../storage/file-storage';
import { sniffAttachmentType } from './attachment-type';
import { prunePendingUploads, type Uploader } from './prune-pending-uploads';
import { attachmentMissing, attachmentTooLarge, attachmentWrongType } from './upload-errors';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * POST /api/client/support/attachments and /api/admin/support/attachments (multipart field
 * `file`): stores one file for a message to come. The size limit applies while the file streams
 * in and the type is read from its first bytes, so a refused file is never stored; the uploader's
 * oldest uploads no message took go beyond PENDING_UPLOADS_KEPT.
 */
export async function uploadAttachmentRoutes(app: ZodApp, deps: AppDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const schema = {
    tags: ['support'],
    consumes: ['multipart/form-data'],
    response: { 201: supportAttachmentSchema, ...errorResponses(401, 403, 413, 415, 422) },
  };

  app.post(
    '/api/client/support/attachments',
    { schema, config: { access: access.client } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await storeAttachment(deps, request, { partnerId: clientOf(request).partnerId })),
  );
  app.post(
    '/api/admin/support/attachments',
    { schema, config: { access: access.admin('manage-support') } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await storeAttachment(deps, request, { adminId: adminOf(request).adminId })),
  );
}

async function storeAttachment(
  deps: AppDeps,
  request: FastifyRequest,
  uploader: Uploader,
): Promise<SupportAttachment> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > SUPPORT_ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES) throw attachmentTooLarge();
  const { bytes, fileName } = await readFile(request);
  const type = sniffAttachmentType(bytes);
  if (!type) throw attachmentWrongType();

  const key = `support/${randomBytes(16).toString('hex')}.${EXTENSION_BY_CONTENT_TYPE[type]}`;
  await deps.storage.put(key, bytes, type);
  let stored: number;
  try {
    const [row] = await deps.db
      .insert(supportAttachments)
      .values({
        uploaderPartnerId: 'partnerId' in uploader ? uploader.partnerId : null,
        uploaderAdminId: 'adminId' in uploader ? uploader.adminId : null,
        storageKey: key,
        fileName,
        contentType: type,
        size: bytes.length,
        createdAt: deps.clock.now(),
      })
      .returning({ id: supportAttachments.id });
    if (!row) throw new Error('attachment missing after insert');
    stored = row.id;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  // The upload stands whatever the pruning meets: it is logged, and the next upload prunes again.
  await prunePendingUploads(deps, uploader, request.log).catch((err: unknown) => {
    request.log.error({ err }, 'could not prune pending uploads');
  });
  return { id: stored, fileName, contentType: type, size: bytes.length };
}

/** C0 controls and DEL, and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSHOWN_CHARACTERS = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A display name only: no path, no control or bidi-override characters (which would show
 * "invoice\u202Efdp.exe" as "invoiceexe.pdf"), at most 120 characters, cut between characters (a
 * UTF-16 slice could keep half of an emoji, stored by PostgreSQL as U+FFFD).
 */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSHOWN_CHARACTERS, '').trim();
  return Array.from(clean).slice(0, 120).join('') || 'file';
}

async function readFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  let upload;
  try {
    upload = await singleFileUpload(request);
  } catch (error) {
    throw multipartError(error) ?? attachmentWrongType();
  }
  const part = upload.file;
  if (!part || part.fieldname !== 'file') throw attachmentMissing();
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw attachmentTooLarge();
    await upload.assertNothingMore();
    return { bytes, fileName: cleanFileName(part.filename) };
  } catch (error) {
    throw multipartError(error) ?? malformedUpload('file');
  }
}

function multipartError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return attachmentTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return attachmentMissing();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return attachmentWrongType();
  return null;
}
