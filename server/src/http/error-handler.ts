import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlError } from '../db/sql-error';
import { AppError } from './app-error';
import { errorBody } from './error-body';
import { fieldMessageOf, valueAt } from './field-message';

/**
 * One JSON error shape for everything: `{ error: { code, message, fields? } }`.
 * - AppError: its own status and code.
 * - zod validation of body, query or params: 422 VALIDATION_FAILED, `fields` maps each field to
 *   a message code ('required', ...): the contract's own, or one for zod's untranslated default
 *   (field-message.ts).
 * - other 4xx raised by Fastify (bad JSON, too large...): that status, VALIDATION_FAILED.
 * - a PostgreSQL data error (SQLSTATE class 22: NUL in text, number or date out of range) that
 *   slipped past the contract: 422 VALIDATION_FAILED, logged as a contract gap. The contract's
 *   bounded schemas (shared-api bounded.ts) are meant to refuse all of them first.
 * - a foreign-key violation (23503): 409 INVALID_STATE, logged. Routes check what a request
 *   names before writing; one still met means a concurrent change removed the row in between (an
 *   admin deleted during their own request, whose log row names them), a conflict, not a fault.
 * - anything else: 500 INTERNAL, logged, with no detail in the body.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const where = error.validationContext ?? 'request';
      const sent = sentPart(request, where);
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (name && !(name in fields)) {
          fields[name] = fieldMessageOf(issue, valueAt(sent, issue.instancePath));
        }
      }
      return reply
        .code(422)
        .send(errorBody('VALIDATION_FAILED', `The ${where} has invalid fields`, fields));
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      const message = isFastifyError(error) ? error.message : 'Bad request';
      const code =
        status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_ATTEMPTS' : 'VALIDATION_FAILED';
      return reply.code(status).send(errorBody(code, message));
    }
    if (isPostgresDataError(error)) {
      request.log.warn(
        { err: error },
        'a value the contract let through was refused by PostgreSQL',
      );
      return reply
        .code(422)
        .send(errorBody('VALIDATION_FAILED', 'The request has a value out of the allowed range'));
    }
    if (sqlError(error)?.code === FOREIGN_KEY_VIOLATION) {
      request.log.warn({ err: error }, 'a row the request refers to went away meanwhile');
      return reply
        .code(409)
        .send(errorBody('INVALID_STATE', 'A record this request refers to was changed or removed'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url}`));
  });
}

/**
 * Fastify's own refusals before a route is found (a malformed percent-encoding in the URL, a
 * path parameter over the length limit): the same error shape. Pass it as the `frameworkErrors`
 * option of Fastify().
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusOf(error);
  const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
  if (status >= 400 && status < 500) {
    void reply.code(status).send(errorBody(code, 'The URL is malformed or too long'));
    return;
  }
  void reply.code(400).send(errorBody('VALIDATION_FAILED', 'The request could not be routed'));
}

/**
 * Node's own refusals, before Fastify sees a request (headers or URL over 16 KB, bytes that are
 * not HTTP, a request too slow to arrive): the same error shape instead of Fastify's default
 * `{ error, message, statusCode }`. Pass it as the `clientErrorHandler` option of Fastify().
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers or the URL are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody('VALIDATION_FAILED', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A request with an `Expect` other than 100-continue: Node answers it 417 with an empty body
 * unless the server listens for 'checkExpectation'; this listener answers it in the error shape.
 * Attach it to the Node server: `app.server.on('checkExpectation', refuseExpectation)`.
 */
export function refuseExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(
    errorBody('VALIDATION_FAILED', 'Only the expectation 100-continue is supported'),
  );
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const FOREIGN_KEY_VIOLATION = '23503';

/** The part of the request a validation context names, as the client sent it. */
function sentPart(request: FastifyRequest, context: string): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** SQLSTATE class 22 (data exception): 22P05 NUL, 22003 numeric, 22008 datetime, 22P02 syntax… */
function isPostgresDataError(error: unknown): boolean {
  return sqlError(error)?.code.startsWith('22') ?? false;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const status = error.statusCode;
    if (typeof status === 'number') return status;
  }
  return 500;
}
