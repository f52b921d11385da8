import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, NO_CACHE } from './cache-policy';

export interface WebServerOptions {
  shellDir: string;
  cdnDir: string;
  /** Where /api is proxied to. */
  apiUrl: string;
  /** The registry served as /registry.json: one environment's (`<cdn>/registry/<env>.json`). */
  registryFile: string;
  logger?: boolean;
}

/**
 * The platform's web front in one process, as nginx does it in production: the shell with an SPA
 * fallback, the local CDN under /cdn (CORS, cache headers), the registry, and /api proxied.
 */
export async function buildWebServer(opts: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(fastifyProxy, {
    upstream: opts.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API throttles logins per client IP: pass on who is really asking.
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }),
    },
  });

  await app.register(fastifyStatic, {
    root: opts.cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
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
    if (!existsSync(file)) return reply.code(404).send({ error: 'no registry published' });
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .sendFile(path.basename(file), path.dirname(file));
  });

  // Only for `reply.sendFile` from the shell folder: the handler below serves the shell.
  await app.register(fastifyStatic, { root: opts.shellDir, serve: false, cacheControl: false });

  // Files the shell build holds are served as they are; every other path is a shell route.
  app.get('/*', async (req, reply) => {
    const rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.join(opts.shellDir, rel);
    if (rel && file.startsWith(opts.shellDir) && existsSync(file) && !rel.endsWith('/')) {
      return reply.header('Cache-Control', cacheControlFor(file)).sendFile(rel);
    }
    if (path.extname(rel)) return reply.code(404).send({ error: 'not found' });
    return reply.header('Cache-Control', NO_CACHE).type('text/html').sendFile('index.html');
  });

  return app;
}
