import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { avatarSchema } from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { AppError, malformedUpload, unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { singleFileUpload } from '../../http/single-file-upload';
import type { ZodApp } from '../../http/zod-app';
import { EXTENSION_BY_CONTENT_TYPE } from '../../storage/file-storage';
import { writePartnerLog } from '../logs/write-log';
import { sniffImageType } from './image-type';
import { fileTooLarge, wrongFileType } from './upload-errors';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * Avatar upload (multipart field `avatar`). The size limit applies while the file streams in and
 * the type is read from its first bytes, so a refused file is never stored. The new file is
 * stored before the commit (and removed if the commit fails); the old one is deleted after it.
 * Uploads of one partner replace the key one after another, so each new file is either the
 * current avatar or deleted by the upload that replaced it.
 */
export async function avatarRoute(app: ZodApp, deps: AppDeps): Promise<void> {
  const maxBytes = deps.config.avatarMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/client/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 200: avatarSchema, ...errorResponses(401, 413, 415, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const client = clientOf(request);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes + ENVELOPE_BYTES) throw fileTooLarge(maxBytes);
      const bytes = await readAvatar(request, maxBytes);
      const type = sniffImageType(bytes);
      if (!type) throw wrongFileType();

      const key = `avatars/${randomBytes(16).toString('hex')}.${EXTENSION_BY_CONTENT_TYPE[type]}`;
      await deps.storage.put(key, bytes, type);
      const now = deps.clock.now();
      let oldKey: string | null;
      try {
        oldKey = await deps.db.transaction(async (tx) => {
          // The row held until the commit: a concurrent upload waits and then replaces (and
          // deletes) this file, where both read the same old key and one new file stayed orphaned.
          const [partner] = await tx
            .select()
            .from(partners)
            .where(eq(partners.id, client.partnerId))
            .for('update');
          if (!partner) throw unauthenticated();
          await tx.update(partners).set({ avatarKey: key }).where(eq(partners.id, partner.id));
          await writePartnerLog(tx, partner.id, {
            action: 'avatar-updated',
            actor: client.impersonatorAdminId
              ? { kind: 'admin', adminId: client.impersonatorAdminId }
              : { kind: 'partner' },
            before: { avatar: partner.avatarKey },
            after: { avatar: key },
            ip: request.ip,
            at: now,
          });
          return partner.avatarKey;
        });
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (oldKey) {
        await deps.storage.delete(oldKey).catch((err: unknown) => {
          request.log.warn({ err, key: oldKey }, 'could not delete the replaced avatar');
        });
      }
      return { avatarUrl: deps.storage.urlOf(key) };
    },
  );
}

/** The bytes of the `avatar` part, refused beyond `maxBytes` while streaming. */
async function readAvatar(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let upload;
  try {
    upload = await singleFileUpload(request);
  } catch (error) {
    throw multipartError(error, maxBytes) ?? wrongFileType();
  }
  const part = upload.file;
  if (!part || part.fieldname !== 'avatar') {
    throw new AppError(422, 'VALIDATION_FAILED', 'The file is missing', { avatar: 'required' });
  }
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge(maxBytes);
    await upload.assertNothingMore();
    return bytes;
  } catch (error) {
    throw multipartError(error, maxBytes) ?? malformedUpload('avatar');
  }
}

function multipartError(error: unknown, maxBytes: number): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT'
  ) {
    return code === 'FST_REQ_FILE_TOO_LARGE'
      ? fileTooLarge(maxBytes)
      : new AppError(422, 'VALIDATION_FAILED', 'Send one file only', { avatar: 'required' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return wrongFileType();
  return null;
}
