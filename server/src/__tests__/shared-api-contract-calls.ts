import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  resolve,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../testing/fuzz/json-schema';
import { validSample } from '../testing/fuzz/valid-sample';

/**
 * The machinery of the shared-api contract test: the endpoint functions (read from
 * shared-api/src/endpoints), the routes (read from the server's OpenAPI document), and a recorder
 * that stands for the network, answering each request with a valid sample of the success body
 * its route declares. Nothing is copied from either side.
 */
const ENDPOINTS_DIR = path.resolve(__dirname, '../../../shared-api/src/endpoints');

/** What the recorder keeps of a request (axios's request config, or a fetch call). */
type SentRequest = {
  method?: string;
  url?: string;
  data?: unknown;
  params?: unknown;
  via?: 'axios' | 'fetch';
};
export type Route = {
  method: string;
  template: string;
  pattern: RegExp;
  operation: OpenApiOperation;
};
/** One call of an endpoint function: the requests it sent, and how it ended. */
export type Call = {
  args: unknown[];
  requests: { sent: SentRequest; route: Route | undefined }[];
  /** The function's result when it resolved, else its error. */
  outcome: { resolved: true; value: unknown } | { resolved: false; error: unknown };
};

/**
 * shared-api is browser code (DOM types, axios): loaded untyped, so the server's type check does
 * not take in the browser's globals.
 */
const sharedApi = jest.requireActual<
  Record<string, unknown> & {
    apiClient: { defaults: { adapter: unknown } };
    setNavigator(fn: (path: string) => void): void;
  }
>('shared-api');

/** `export async function name(` in every endpoints file: the functions that call the API. */
export const endpointFunctions = (): string[] =>
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
export const routesOf = (document: OpenApiDocument): Route[] =>
  Object.entries(document.paths).flatMap(([template, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method,
      template,
      operation,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );

/** The JSON body schema a route declares, if any. */
export const requestSchemaOf = (route: Route): JsonSchema | undefined =>
  route.operation.requestBody?.content?.['application/json']?.schema;

/** The query parameters a route declares. */
export const queryNamesOf = (route: Route): string[] =>
  (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

/** A valid sample of the route's query parameters, as one object (a list function's argument). */
export function sampleQuery(doc: OpenApiDocument, route: Route): Record<string, unknown> {
  return Object.fromEntries(
    (route.operation.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, validSample(doc, p.schema, p.name)]),
  );
}

/** The route's first success status and the JSON schema of its body (none for a 204). */
export function successOf(route: Route): { status: number; schema: JsonSchema | undefined } {
  const [status, response] = Object.entries(route.operation.responses ?? {}).find(([code]) =>
    code.startsWith('2'),
  ) ?? ['200', undefined];
  return { status: Number(status), schema: response?.content?.['application/json']?.schema };
}

/**
 * Argument lists to call a function with until it sends a request: an id, a body or query and an
 * idempotency key; a file; strings.
 */
export const ARGUMENT_SETS: unknown[][] = [
  [7, { note: 'x' }, 'contract-key'],
  [new Blob(['png']), 'avatar.png'],
  ['left', 'left', 'contract-key'],
];

/** The same shapes with a representative body (a valid sample of the route's request schema). */
export const argumentSetsWith = (body: unknown): unknown[][] => [
  [body, 'contract-key'],
  [7, body, 'contract-key'],
  ['left', body, 'contract-key'],
];

/** axios has serialized a JSON body by the time its adapter runs: read back, keys are checked. */
function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

type Network = { call(name: string, args: unknown[]): Promise<Call> };

/**
 * Stands for the network of the axios client and of fetch: each request is matched to its route
 * and answered with a valid sample of the route's success body; a request to no route is refused.
 */
export function installNetwork(doc: OpenApiDocument, routes: Route[]): Network {
  let current: Call['requests'] = [];
  // A sign-in or sign-out goes to another page, as the shell's router would (no window here).
  sharedApi.setNavigator(() => undefined);
  const answer = (sent: SentRequest) => {
    const method = (sent.method ?? 'get').toLowerCase();
    const { pathname } = new URL(sent.url ?? '', 'http://contract.test');
    const route = routes.find((r) => r.method === method && r.pattern.test(pathname));
    current.push({ sent, route });
    if (!route) throw new Error('recorded, not sent: no such route');
    const success = successOf(route);
    return { status: success.status, data: validSample(doc, success.schema) };
  };
  sharedApi.apiClient.defaults.adapter = async (config: SentRequest) => {
    const { status, data } = answer({ ...config, data: parsed(config.data), via: 'axios' });
    return { data, status, statusText: 'OK', headers: {}, config };
  };
  // The few calls made with fetch (they must not go through the session-ending client).
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const { status, data } = answer({
      method: init?.method ?? 'get',
      url,
      data: parsed(init?.body ?? undefined),
      via: 'fetch',
    });
    return new Response(status === 204 ? null : JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    async call(name, args) {
      const fn = sharedApi[name];
      if (typeof fn !== 'function') throw new Error(`shared-api does not export ${name}`);
      current = [];
      const requests = current;
      const outcome = await Promise.resolve()
        .then(() => (fn as (...a: unknown[]) => unknown)(...args))
        .then(
          (value) => ({ resolved: true as const, value }),
          (error: unknown) => ({ resolved: false as const, error }),
        );
      return { args, requests, outcome };
    },
  };
}

/** The first call of the function that sends a request (none when no argument list does). */
export async function firstCall(
  network: Network,
  name: string,
  argumentSets: unknown[][],
): Promise<Call | undefined> {
  for (const args of argumentSets) {
    const call = await network.call(name, args);
    if (call.requests.length) return call;
  }
  return undefined;
}

/** The functions of shared-api that take no required parameter, called as the UI calls them. */
export const takesNoArguments = (name: string) =>
  (sharedApi[name] as (...a: unknown[]) => unknown).length === 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The property names a schema declares (through references, unions and intersections). */
function declaredKeys(doc: OpenApiDocument, raw: JsonSchema | undefined, seen = 0): Set<string> {
  const schema = resolve(doc, raw);
  const keys = new Set(Object.keys(schema.properties ?? {}));
  if (seen > 8) return keys;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    declaredKeys(doc, part, seen + 1).forEach((k) => keys.add(k));
  return keys;
}

/** The schema of a property, in whichever branch declares it. */
function propertySchema(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  key: string,
  seen = 0,
): JsonSchema | undefined {
  const schema = resolve(doc, raw);
  if (schema.properties?.[key]) return schema.properties[key];
  if (seen > 8) return undefined;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = propertySchema(doc, part, key, seen + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The properties of a sent body its schema does not declare (`a.b` for nested ones): a field a
 * strict server would refuse, a lenient one drop. A record (no properties) takes any key.
 */
export function undeclaredKeys(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  value: unknown,
  prefix = '',
): string[] {
  if (Array.isArray(value)) {
    const items = resolve(doc, schema).items;
    return value.flatMap((item, i) => undeclaredKeys(doc, items, item, `${prefix}${i}.`));
  }
  if (!isObject(value)) return [];
  const declared = declaredKeys(doc, schema);
  if (!declared.size) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    declared.has(key)
      ? undeclaredKeys(doc, propertySchema(doc, schema, key), inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
