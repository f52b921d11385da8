import fastifyProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable, Transform } from 'node:stream';
import { frontError } from './front-errors';

export interface ApiProxyOptions {
  /** Where /api is proxied to. */
  apiUrl: string;
  /** The largest request body passed on; larger ones are a 413 here. */
  maxBodyBytes: number;
}

/** Client headers that would tell the API who is asking or where: only this front says that. */
const CLIENT_FORWARDING_HEADERS = ['forwarded', 'x-real-ip', 'x-forwarded-port'];

/** Requests whose streamed (chunked) body went over the limit: their proxy error is a 413. */
const overLimit = new WeakSet<object>();

const TOO_LARGE = frontError('VALIDATION_FAILED', 'The request body is too large');

/**
 * Bodies are streamed to the API unread, so the size is checked here: a declared Content-Length
 * at once, a chunked body while it streams (the proxy then fails, and answers 413).
 */
function limitBody(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes)
      return reply.code(413).header('connection', 'close').send(TOO_LARGE);
    if (!(request.body instanceof Readable)) return;
    let seen = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        seen += chunk.length;
        if (seen <= maxBytes) return next(null, chunk);
        overLimit.add(request.raw);
        next(new Error('request body over the limit'));
      },
    });
    // pipeline: a client that aborts its upload also ends what the proxy reads.
    request.body = pipeline(request.body, counter, () => {});
  };
}

/**
 * /api proxied to the API. X-Forwarded-For is this connection's address and nothing else: the
 * API trusts exactly one hop of it (TRUST_PROXY) for per-IP login throttling, so a client's own
 * header must never reach it. When the API cannot be reached the answer is the contract's error
 * shape (502, or 504 on a timeout, code SERVICE_UNAVAILABLE) with no inside detail: the shell
 * shows its maintenance page on it.
 */
export async function registerApiProxy(app: FastifyInstance, opts: ApiProxyOptions) {
  await app.register(fastifyProxy, {
    upstream: opts.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // Fastify awaits an async preHandler; the plugin's option type names only the callback form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: limitBody(opts.maxBodyBytes),
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const out = { ...headers };
        for (const name of CLIENT_FORWARDING_HEADERS) delete out[name];
        return {
          ...out,
          'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host ?? '',
        };
      },
      onError: (reply, { error }) => {
        if (overLimit.has(reply.request.raw)) {
          void reply.code(413).header('connection', 'close').send(TOO_LARGE);
          return;
        }
        const code = (error as { code?: string }).code ?? '';
        const timedOut = /TIMEOUT/.test(code);
        reply.request.log.warn({ err: error }, 'API unreachable');
        void reply
          .code(timedOut ? 504 : 502)
          .send(frontError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable'));
      },
    },
  });
}
