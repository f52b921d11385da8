import { Counter, Histogram } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { metricsRegistry } from './registry';

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API requests by route pattern, method and status code, with their latency',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const requestErrors = new Counter({
  name: 'http_request_errors_total',
  help: 'API requests answered with an error, by route pattern and contract error code',
  labelNames: ['method', 'route', 'status_code', 'code'] as const,
  registers: [metricsRegistry],
});

/**
 * Counts every request under the route's pattern (`/api/client/partners/:id`, never the raw URL:
 * ids would make one series per partner); unmatched URLs are counted as `unmatched`.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = labelsOf(request, reply.statusCode);
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (request, reply, error) => {
    const status = error.statusCode ?? 500;
    const code = error instanceof AppError ? error.code : status >= 500 ? 'INTERNAL' : 'REQUEST';
    requestErrors.inc({ ...labelsOf(request, status), code });
  });
}

function labelsOf(request: FastifyRequest, status: number) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    status_code: String(status),
  };
}
