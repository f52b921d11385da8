import { z } from 'zod';
import { textSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { ZodApp } from '../../http/zod-app';

/**
 * Avatars of the local storage. Public: keys are 128-bit random, so a URL is only known to whom
 * the app showed it. Immutable (a new avatar gets a new key); nosniff and a sandboxing CSP so
 * the bytes are only ever an image.
 */
export function avatarFileRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/files/avatars/:key',
    {
      schema: {
        tags: ['files'],
        params: z.object({ key: textSchema(64) }),
      },
      config: { access: access.public },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(key)) throw notFound('File');
      const file = await deps.storage.get(`avatars/${key}`);
      if (!file) throw notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );
}
