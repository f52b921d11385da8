import { Counter } from 'prom-client';
import { metricsRegistry } from './registry';

export const loginFailures = new Counter({
  name: 'auth_login_failures_total',
  help: 'Sign-ins refused for a wrong password or an unknown login, by realm (admin, client)',
  labelNames: ['realm'] as const,
  registers: [metricsRegistry],
});

export const throttled = new Counter({
  name: 'auth_throttled_total',
  help: 'Attempts refused with 429 by a failure limit, by what was limited',
  labelNames: ['what'] as const,
  registers: [metricsRegistry],
});
