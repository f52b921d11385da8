import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

/** The contract's codes (shared-api/src/contract/errors.ts) a front answers with itself. */
export type FrontErrorCode = 'VALIDATION_FAILED' | 'NOT_FOUND' | 'SERVICE_UNAVAILABLE' | 'INTERNAL';

/** The contract's error shape, `{ error: { code, message } }`, never with an inside detail. */
export const frontError = (code: FrontErrorCode, message: string) => ({
  error: { code, message },
});

const BAD_REQUEST = frontError('VALIDATION_FAILED', 'The request is malformed');

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Errors of the front itself (a bad URL, a body over the limit, a missing file) in the contract's
 * shape: 4xx keep their status as VALIDATION_FAILED (NOT_FOUND for 404), anything else is a logged
 * 500 INTERNAL with no detail in the body.
 */
export function installFrontErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status === 404) return reply.code(404).send(frontError('NOT_FOUND', 'Not found'));
    if (status < 500)
      return reply.code(status).send(frontError('VALIDATION_FAILED', 'The request is malformed'));
    request.log.error({ err: error }, 'web front error');
    return reply.code(500).send(frontError('INTERNAL', 'Something went wrong'));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(frontError('NOT_FOUND', 'Not found')),
  );
}

/**
 * Fastify's own (a URL that cannot be decoded): answered before routing, without the hooks, so
 * the security headers are set here.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.code(400).headers(SECURITY_HEADERS).send(BAD_REQUEST);
}

/**
 * A request Node cannot even parse (a broken Content-Length, bad chunking, oversized headers)
 * never reaches Fastify's hooks: answered here on the raw socket, in the same shape and with the
 * same security headers.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  if (!socket.writable) return socket.destroy();
  const code = (error as { code?: string }).code;
  const [status, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', 'The request is malformed']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['408 Request Timeout', 'The request took too long to arrive']
        : ['400 Bad Request', 'The request is malformed'];
  const body = JSON.stringify(frontError('VALIDATION_FAILED', message));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${head.join('')}\r\n${body}`);
};
