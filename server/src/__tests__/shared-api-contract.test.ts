import '../testing/browser-storage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodApp } from '../http/zod-app';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Every endpoint function of shared-api against the routes this server declares (its OpenAPI
 * document, built from the registered routes and their zod schemas, TEST_MODE routes included):
 * the method and path it calls exist, and it sends a JSON body exactly when the route declares
 * one (uploads are multipart, read by their handler). Nothing is copied: the function list is read from
 * shared-api/src/endpoints, the route table from the app.
 */
const ENDPOINTS_DIR = path.resolve(__dirname, '../../../shared-api/src/endpoints');

/** What the recorder keeps of a request (axios's request config, or a fetch call). */
type SentRequest = { method?: string; url?: string; data?: unknown };
/**
 * shared-api is browser code (DOM types, axios): loaded untyped, so the server's type check does
 * not take in the browser's globals.
 */
const sharedApi = jest.requireActual<
  Record<string, unknown> & { apiClient: { defaults: { adapter: unknown } } }
>('shared-api');

type Operation = { requestBody?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };
type Route = { method: string; template: string; pattern: RegExp; operation: Operation };

/** `export async function name(` in every endpoints file: the functions that call the API. */
const endpointFunctions = (): string[] =>
  readdirSync(ENDPOINTS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(ENDPOINTS_DIR, file), 'utf8').matchAll(
          /^export async function (\w+)\(/gm,
        ),
      ].map((match) => match[1]!),
    );

/** `/api/admin/transfers/{id}` → a pattern for one path segment per parameter. */
const routesOf = (document: Document): Route[] =>
  Object.entries(document.paths).flatMap(([template, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method,
      template,
      operation,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );

/**
 * Argument lists to call a function with until it sends a request: an id, a body or query and an
 * idempotency key; a file; strings. Their values are not checked here (the server's own tests
 * and the browser specs cover what is sent), the route each call reaches is.
 */
const ARGUMENT_SETS: unknown[][] = [
  [7, { note: 'x' }, 'contract-key'],
  [new Blob(['png']), 'avatar.png'],
  ['left', 'left', 'contract-key'],
];

let t: TestApp;
let routes: Route[];
let seen: SentRequest[];

beforeAll(async () => {
  t = await createTestApp();
  const app: ZodApp = await t.variant({ config: { testMode: true } });
  routes = routesOf(app.swagger() as unknown as Document);
  const recorder = async (config: SentRequest) => {
    seen.push(config);
    throw new Error('recorded, not sent');
  };
  sharedApi.apiClient.defaults.adapter = recorder;
  // The few calls made with fetch (they must not go through the session-ending client).
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ method: init?.method ?? 'get', url, data: init?.body ?? undefined });
    throw new Error('recorded, not sent');
  });
});
afterAll(() => t.close());

async function requestOf(name: string): Promise<SentRequest | undefined> {
  const fn = sharedApi[name];
  if (typeof fn !== 'function') throw new Error(`shared-api does not export ${name}`);
  // A function without required parameters is called as the UI calls it: with none.
  const argumentSets = (fn as (...a: unknown[]) => unknown).length === 0 ? [[]] : ARGUMENT_SETS;
  for (const args of argumentSets) {
    seen = [];
    await Promise.resolve()
      .then(() => (fn as (...a: unknown[]) => unknown)(...args))
      .catch(() => undefined);
    if (seen.length) return seen[0];
  }
  return undefined;
}

it('every shared-api endpoint function calls a route the server declares, with its body', async () => {
  const names = endpointFunctions();
  expect(names.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const name of names) {
    const request = await requestOf(name);
    if (!request) {
      problems.push(`${name}: sent no request`);
      continue;
    }
    const method = (request.method ?? 'get').toLowerCase();
    const url = new URL(request.url ?? '', 'http://contract.test');
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) {
      problems.push(
        `${name}: ${method.toUpperCase()} ${url.pathname} is not a route of the server`,
      );
      continue;
    }
    const sendsBody = request.data !== undefined;
    // An upload is multipart, read by its handler rather than declared as a JSON body.
    const multipart = request.data instanceof FormData;
    if (!multipart && sendsBody !== Boolean(route.operation.requestBody)) {
      problems.push(
        `${name}: ${route.template} ${route.operation.requestBody ? 'takes' : 'takes no'} body, the function ${sendsBody ? 'sends one' : 'sends none'}`,
      );
    }
  }
  expect(problems).toEqual([]);
});
