import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { registerApiProxy } from './api-proxy';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import {
  clientErrorHandler,
  frameworkErrors,
  frontError,
  installFrontErrors,
} from './front-errors';
import { installSecurityHeaders } from './security-headers';
import { startData, startScript } from './start-script';
import { readRegistry } from '../registry/registry-store';

/**
 * The largest body the API takes is a support attachment (5 MB, contract
 * SUPPORT_ATTACHMENT_MAX_BYTES) in its multipart envelope; the avatar (2 MB by default) is smaller.
 * nginx's client_max_body_size says the same (deploy/nginx/platform.conf.template).
 */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * A whole request, headers and body, must arrive within 2 minutes (the largest body, 6 MB, at
 * about 52 KB/s): a client sending slower (or never finishing its body) holds a connection no
 * longer, answered 408. Fastify turns Node's own limit off unless this is set. nginx bounds it
 * otherwise: client_body_timeout, 60 s between two reads, then it closes without an answer.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export interface WebServerOptions {
  shellDir: string;
  cdnDir: string;
  /** Where /api is proxied to. */
  apiUrl: string;
  /** The registry served as /registry.json: one environment's (`<cdn>/registry/<env>.json`). */
  registryFile: string;
  /** Larger request bodies are refused here with a 413 (default MAX_BODY_BYTES, as nginx's). */
  maxBodyBytes?: number;
  logger?: boolean;
}

/**
 * The platform's web front in one process, as nginx does it in production: the shell with an SPA
 * fallback, the local CDN under /cdn (CORS, cache headers), the registry, and /api proxied.
 */
export async function buildWebServer(opts: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    clientErrorHandler,
    frameworkErrors,
    requestTimeout: REQUEST_TIMEOUT_MS,
  });
  // First: every route and plugin registered below inherits the hook and the handlers.
  installSecurityHeaders(app);
  installFrontErrors(app);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await registerApiProxy(app, {
    apiUrl: opts.apiUrl,
    maxBodyBytes: opts.maxBodyBytes ?? MAX_BODY_BYTES,
  });

  await app.register(fastifyStatic, {
    root: opts.cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    // The build's brotli and gzip copies (x.js.br, x.js.gz), with Content-Encoding and Vary.
    preCompressed: true,
    // `<cdn>/.release/` holds the release lock and history: never served.
    dotfiles: 'deny',
    setHeaders: (res, file) => {
      res.header('Cache-Control', cacheControlFor(file));
      // The shell reads manifests with fetch(): the CDN must allow the shell's origin.
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  app.get('/registry.json', async (_req, reply) => {
    const file = opts.registryFile;
    if (!existsSync(file))
      return reply.code(404).send(frontError('NOT_FOUND', 'No registry is published'));
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .sendFile(path.basename(file), path.dirname(file));
  });

  // Files for the entry chunk to preload, made from the registry on request (nginx serves the copy
  // the release commands write beside it): kept until the registry file changes.
  let start: { mtimeMs: number; script: string; etag: string } | null = null;
  app.get('/start.js', async (req, reply) => {
    const mtimeMs = existsSync(opts.registryFile) ? statSync(opts.registryFile).mtimeMs : -1;
    if (start?.mtimeMs !== mtimeMs) {
      let data = null;
      try {
        if (mtimeMs >= 0)
          data = startData(readRegistry(opts.registryFile), opts.cdnDir, opts.shellDir);
      } catch {
        // An unreadable registry: /registry.json says so to the page; nothing to preload.
      }
      const script = startScript(data);
      start = {
        mtimeMs,
        script,
        etag: `"${createHash('sha1').update(script).digest('base64url')}"`,
      };
    }
    reply.header('Cache-Control', NO_CACHE).header('ETag', start.etag);
    if (req.headers['if-none-match'] === start.etag) return reply.code(304).send();
    return reply.type('application/javascript; charset=utf-8').send(start.script);
  });

  // Only for `reply.sendFile` from the shell folder: the handler below serves the shell.
  await app.register(fastifyStatic, {
    root: opts.shellDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  // Files the shell build holds are served as they are; every other path is a shell route.
  app.get('/*', async (req, reply) => {
    let rel: string;
    try {
      rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    } catch {
      return reply.code(400).send(frontError('VALIDATION_FAILED', 'The request is malformed'));
    }
    const file = path.join(opts.shellDir, rel);
    if (rel && file.startsWith(opts.shellDir) && existsSync(file) && !rel.endsWith('/')) {
      return reply.header('Cache-Control', cacheControlFor(file)).sendFile(rel);
    }
    if (path.extname(rel)) return reply.code(404).send(frontError('NOT_FOUND', 'Not found'));
    return reply.header('Cache-Control', NO_CACHE).type('text/html').sendFile('index.html');
  });

  return app;
}
