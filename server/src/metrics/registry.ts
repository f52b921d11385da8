import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's Prometheus registry. One per process, as prom-client intends: the HTTP hooks,
 * the job runner and the sign-in checks all count into it, and GET /api/metrics serves it.
 * Node's own metrics (event loop lag, heap, GC, open handles) come with it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
