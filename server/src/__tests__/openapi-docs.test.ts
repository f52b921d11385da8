import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPERATION_DOCS } from '../http/openapi/operation-docs';
import type { ZodApp } from '../http/zod-app';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The served OpenAPI document documents every operation (summary, rules, tag, security, error
 * statuses) and passes `redocly lint` with the recommended rules (redocly.yaml), offline.
 */
const SERVER_ROOT = path.resolve(__dirname, '../..');

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { description?: string }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let app: ZodApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  // TEST_MODE adds the /api/test routes, so they are documented too.
  app = await t.variant({ config: { testMode: true } });
  document = app.swagger() as unknown as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );

it('gives every operation a summary, its rules, a tag, an id, its security and its errors', () => {
  const all = operations();
  expect(all.length).toBeGreaterThan(100);
  const missing = all
    .filter(({ op }) => !op.summary || !op.description || !op.tags?.length || !op.operationId)
    .map(({ key }) => key);
  // A new route lists here until it has its entry in http/openapi/operation-docs.ts.
  expect(missing).toEqual([]);
  for (const { key, op } of all) {
    expect([key, Array.isArray(op.security)]).toEqual([key, true]);
    const statuses = Object.keys(op.responses);
    expect([key, statuses.some((s) => s.startsWith('4'))]).toEqual([key, true]);
    for (const status of statuses.filter((s) => Number(s) >= 400)) {
      const text = op.responses[status]?.description ?? '';
      expect([key, status, text === 'Default Response' ? null : text]).toEqual([
        key,
        status,
        expect.any(String),
      ]);
    }
  }
});

it('secures client and admin operations with the bearer token, and only them', () => {
  for (const { key, op } of operations()) {
    const url = key.split(' ')[1] ?? '';
    const needsToken = /^\/api\/(client|admin)\//.test(url) || url === '/api/user';
    const publicAdmin = ['/api/admin/login', '/api/admin/login/two-fa'].includes(url);
    expect([key, op.security]).toEqual([key, needsToken && !publicAdmin ? [{ bearer: [] }] : []]);
  }
});

it('has no description left for a route that does not exist', () => {
  const served = new Set(operations().map(({ key }) => key.replace(/\{([^}]+)\}/g, ':$1')));
  const stale = Object.keys(OPERATION_DOCS).filter((key) => !served.has(key));
  expect(stale).toEqual([]);
});

it('passes redocly lint with the recommended rules', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = spawnSync(
      path.join(SERVER_ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(SERVER_ROOT, 'redocly.yaml'), '--format=stylish'],
      {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
        // Offline and quiet: no usage telemetry, no update check.
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          CI: 'true',
        },
      },
    );
    if (result.status !== 0) throw new Error(`${result.stdout}\n${result.stderr}`);
    expect(result.stdout + result.stderr).toMatch(/valid/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
