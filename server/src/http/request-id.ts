import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is a short plain token (it lands in logs and headers). */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId: the incoming X-Request-Id (set by the web front, or a caller tracing its
 * own calls) when safe, else a new UUID. The id is in every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Returns the id in X-Request-Id on every answer, so that a partner's report finds the logs. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
