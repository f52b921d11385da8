import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { access } from '../../http/access';
import { notFound, unauthenticated } from '../../http/app-error';
import type { AppModule } from '../../http/zod-app';
import { DatabaseMetrics } from '../../metrics/database-metrics';
import { metricsRegistry } from '../../metrics/registry';

/**
 * GET /api/metrics: Prometheus text for the operator's scraper. Declared public for the access
 * hook (no partner or admin session scrapes), it checks its own bearer token, METRICS_TOKEN:
 * unset, the route answers 404 as if it did not exist. Hidden from the OpenAPI document.
 */
export const metricsModule: AppModule = {
  name: 'metrics',
  register(app, deps) {
    const database = new DatabaseMetrics(deps.db);
    app.get(
      '/api/metrics',
      { schema: { hide: true }, config: { access: access.public } },
      async (request, reply) => {
        const token = deps.config.metricsToken;
        if (!token) throw notFound('Route');
        if (!bearerMatches(request, token)) throw unauthenticated();
        await database.collect();
        return reply
          .header('content-type', metricsRegistry.contentType)
          .header('cache-control', 'no-store')
          .send(await metricsRegistry.metrics());
      },
    );
  },
};

/** Compares digests in constant time (the lengths of the token leak nothing either). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
