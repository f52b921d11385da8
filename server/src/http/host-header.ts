import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node refuses a request without one itself,
 * with a bare 400 and no body, unless told not to (`requireHostHeader: false` in the server
 * options of Fastify(), `http`); this hook refuses it instead, in the error shape.
 */
export function installHostRequirement(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      done(new AppError(400, 'VALIDATION_FAILED', 'An HTTP/1.1 request needs a Host header'));
      return;
    }
    done();
  });
}
