import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from 'shared-api/contract';
import type { ZodApp } from '../../http/zod-app';
import {
  casesOf,
  operationsOf,
  type Caller,
  type FuzzCase,
  type FuzzOperation,
} from './fuzz-cases';
import type { OpenApiDocument } from './json-schema';
import { errorBodyProblem } from './error-body-problem';

export type FuzzOptions = {
  app: ZodApp;
  doc: OpenApiDocument;
  /** An integer id that exists (path parameters point at it in the valid-looking base). */
  validId: number;
  /** A fresh bearer token of that kind (called again when a call revoked the previous one). */
  token(kind: 'partner' | 'admin'): Promise<string>;
  /** Requests per operation for its own caller; the others get a spread sample of them. */
  maxCasesPerOperation: number;
  samplePerOtherCaller: number;
};

export type FuzzReport = {
  requests: number;
  operations: number;
  byStatus: Record<number, number>;
  /**
   * Each 5xx, 4xx without the contract's error shape (or with a field message the UI does not
   * translate), or control character accepted: method,
   * path, caller, case and body.
   */
  failures: string[];
  /** The slowest requests, to keep the run time in check. */
  slowest: { ms: number; what: string }[];
};

const CALLERS: Caller[] = ['anonymous', 'partner', 'admin'];

/** Keeps `max` cases spread over the list (so each kind of case keeps some). */
function spread<T>(list: T[], max: number): T[] {
  if (list.length <= max) return list;
  const step = list.length / max;
  return Array.from({ length: max }, (_, i) => list[Math.floor(i * step)] as T);
}

/** Sends every case of every operation of the document and collects what went wrong. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = {
    requests: 0,
    operations: 0,
    byStatus: {},
    failures: [],
    slowest: [],
  };
  const ctx = { doc: options.doc, validId: options.validId };
  for (const op of operationsOf(options.doc)) {
    report.operations += 1;
    const cases = spread(casesOf(ctx, op), options.maxCasesPerOperation);
    for (const caller of CALLERS) {
      const mine = caller === op.owner;
      const list = mine ? cases : spread(cases, options.samplePerOtherCaller);
      await sendAll(options, report, op, caller, list);
    }
  }
  return report;
}

async function sendAll(
  options: FuzzOptions,
  report: FuzzReport,
  op: FuzzOperation,
  caller: Caller,
  cases: FuzzCase[],
): Promise<void> {
  let token = caller === 'anonymous' ? null : await options.token(caller);
  for (const c of cases) {
    const headers: Record<string, string> = {
      // A fresh key each time: the request must reach validation and the handler.
      [IDEMPOTENCY_HEADER]: `fuzz-${randomBytes(8).toString('hex')}`,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.contentType) headers['content-type'] = c.contentType;
    const started = performance.now();
    const res = await options.app.inject({
      method: op.method as 'POST',
      url: c.url,
      headers,
      ...(c.payload === undefined ? {} : { payload: c.payload }),
    });
    noteDuration(
      report,
      performance.now() - started,
      `${op.method} ${op.path} [${caller}] ${c.name}`,
    );
    report.requests += 1;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    const where = `${op.method} ${op.path} [${caller}] ${c.name} (${c.url.slice(0, 120)})`;
    if (res.statusCode >= 500) {
      report.failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    } else if (c.mustRefuse && res.statusCode < 300) {
      report.failures.push(`${where}: ${res.statusCode}, a control character was accepted`);
    } else if (res.statusCode >= 400) {
      const problem = errorBodyProblem(res.statusCode, res.body);
      if (problem) report.failures.push(`${where}: ${problem.slice(0, 300)}`);
    }
    // A call that signed the caller out (logout, a deactivation): carry on with a new token.
    if (token && res.statusCode === 401) token = await options.token(caller as 'partner' | 'admin');
  }
}

function noteDuration(report: FuzzReport, ms: number, what: string): void {
  if (report.slowest.length >= 10 && ms <= (report.slowest[9]?.ms ?? 0)) return;
  report.slowest.push({ ms: Math.round(ms), what });
  report.slowest.sort((a, b) => b.ms - a.ms);
  report.slowest.length = Math.min(report.slowest.length, 10);
}
