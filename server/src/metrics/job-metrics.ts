import { Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

/** Runs by job and outcome (`done`, `skipped` when another instance held the lock, `failed`). */
export const jobRunDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'Scheduled job runs by job and outcome, with their duration',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

/** How late the last run started after its planned time (a busy event loop or a long run). */
export const jobLag = new Gauge({
  name: 'job_lag_seconds',
  help: 'Delay between the planned and the actual start of the last run, by job',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

/** Alert on `time() - job_last_success_timestamp_seconds` above a few intervals. */
export const jobLastSuccess = new Gauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'Unix time of the end of the last successful run, by job',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

export const jobHandled = new Gauge({
  name: 'job_last_handled_items',
  help: 'Items handled by the last run that did work, by job',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});
