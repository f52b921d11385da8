import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * The API decodes no request Content-Encoding (so there is nothing to inflate: no gzip bomb).
 * A body declared encoded was read as if it were not: gzip bytes failed as "not UTF-8", and a
 * plain JSON body under `Content-Encoding: br` was taken as it stood. It is now refused 415
 * (RFC 9110 §15.5.16: an unsupported content coding) before the body is read.
 */
export function installContentEncodingRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') {
      done(
        new AppError(
          415,
          'VALIDATION_FAILED',
          'Request bodies are read as sent: send the body without a Content-Encoding',
        ),
      );
      return;
    }
    done();
  });
}
