import '../testing/browser-storage';
import type { ZodApp } from '../http/zod-app';
import type { OpenApiDocument } from '../testing/fuzz/json-schema';
import { validSample } from '../testing/fuzz/valid-sample';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  ARGUMENT_SETS,
  argumentSetsWith,
  endpointFunctions,
  firstCall,
  installNetwork,
  queryNamesOf,
  requestSchemaOf,
  routesOf,
  sampleQuery,
  successOf,
  takesNoArguments,
  undeclaredKeys,
  type Call,
  type Route,
} from './shared-api-contract-calls';

/**
 * Every endpoint function of shared-api against the routes this server declares (its OpenAPI
 * document, built from the registered routes and their zod schemas, TEST_MODE routes included):
 * the method and path it calls exist; it sends a JSON body exactly when the route declares one
 * (uploads are multipart, read by their handler), with only the properties (and query
 * parameters) the route declares; and it accepts a valid sample of the route's success body.
 * Nothing is copied: the function list is read from shared-api/src/endpoints, the route table and
 * the schemas from the app.
 */

/** One endpoint function: its first call that sent a request, and one with representative input. */
type Checked = { name: string; first?: Call; representative?: Call };

let t: TestApp;
let doc: OpenApiDocument;
let checked: Checked[];
/** What the checks covered, printed once at the end. */
const tally = { accepted: 0, answered: 0, bodies: 0, sampledBodies: 0, queries: 0 };

const routeOf = (call: Call | undefined): Route | undefined => call?.requests[0]?.route;
const describeRoute = (route: Route) => `${route.method.toUpperCase()} ${route.template}`;

beforeAll(async () => {
  t = await createTestApp();
  const app: ZodApp = await t.variant({ config: { testMode: true } });
  doc = app.swagger() as unknown as OpenApiDocument;
  const network = installNetwork(doc, routesOf(doc));
  checked = [];
  for (const name of endpointFunctions()) {
    // A function without required parameters is called as the UI calls it: with none.
    const first = await firstCall(network, name, takesNoArguments(name) ? [[]] : ARGUMENT_SETS);
    const route = routeOf(first);
    let representative: Call | undefined;
    if (route && !takesNoArguments(name)) {
      // The route's own sample body (or query) in each argument position a function may take it.
      const schema = requestSchemaOf(route);
      const input = schema ? validSample(doc, schema) : sampleQuery(doc, route);
      const call = await firstCall(network, name, argumentSetsWith(input));
      if (routeOf(call) === route) representative = call;
    }
    checked.push({ name, first, representative });
  }
}, 120_000);
afterAll(async () => {
  console.log(
    `shared-api contract: ${checked.length} functions checked; ${tally.accepted} of ` +
      `${tally.answered} accepted their route's success body; ${tally.bodies} JSON bodies ` +
      `(${tally.sampledBodies} from a sample of the route's schema) and ${tally.queries} queries ` +
      'sent only declared names',
  );
  await t.close();
});

it('every shared-api endpoint function calls a route the server declares, with its body', () => {
  expect(checked.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const { name, first } of checked) {
    const request = first?.requests[0];
    if (!request) {
      problems.push(`${name}: sent no request`);
      continue;
    }
    const { sent, route } = request;
    if (!route) {
      const { pathname } = new URL(sent.url ?? '', 'http://contract.test');
      const method = (sent.method ?? 'get').toUpperCase();
      problems.push(`${name}: ${method} ${pathname} is not a route of the server`);
      continue;
    }
    const sendsBody = sent.data !== undefined;
    // An upload is multipart, read by its handler rather than declared as a JSON body.
    const multipart = sent.data instanceof FormData;
    const takesBody = Boolean(route.operation.requestBody);
    if (!multipart && sendsBody !== takesBody) {
      problems.push(
        `${name}: ${route.template} ${takesBody ? 'takes' : 'takes no'} body, the function ${sendsBody ? 'sends one' : 'sends none'}`,
      );
    }
  }
  expect(problems).toEqual([]);
});

it('every shared-api endpoint function accepts the success body its route declares', () => {
  const problems: string[] = [];
  for (const { name, first, representative } of checked) {
    const call = representative ?? first;
    // A request to no route is the previous test's failure; nothing was answered.
    if (!call || call.requests.some((r) => !r.route)) continue;
    tally.answered += 1;
    const routes = call.requests.map(
      (r) => `${describeRoute(r.route!)} ${successOf(r.route!).status}`,
    );
    const where = `${name} (${routes.join(', ')})`;
    if (!call.outcome.resolved) {
      const error = call.outcome.error;
      const verb = isZodError(error) ? 'refused the declared success body' : 'failed on it';
      problems.push(`${where}: ${verb}: ${errorText(error)}`);
    } else if (call.outcome.value === null && call.requests.some((r) => r.sent.via === 'fetch')) {
      // The fetch readers answer null on any failure, a refused body included.
      problems.push(`${where}: answered null to the declared success body`);
    } else tally.accepted += 1;
  }
  expect(problems).toEqual([]);
  expect(tally.accepted).toBeGreaterThan(100);
});

it('every shared-api endpoint function sends only the properties its route declares', () => {
  const problems: string[] = [];
  for (const { name, first, representative } of checked) {
    const call = representative ?? first;
    const request = call?.requests[0];
    if (!request?.route) continue;
    const { sent, route } = request;
    const where = `${name} (${describeRoute(route)})`;
    if (isJsonBody(sent.data) && requestSchemaOf(route)) {
      const extra = undeclaredKeys(doc, requestSchemaOf(route), sent.data);
      if (extra.length) problems.push(`${where}: sends undeclared body fields ${extra.join(', ')}`);
      else {
        tally.bodies += 1;
        if (representative) tally.sampledBodies += 1;
      }
    }
    // Without a representative call the query came from a stand-in argument: not the function's.
    const params = representative ? sent.params : undefined;
    if (params && typeof params === 'object') {
      const declared = new Set(queryNamesOf(route));
      const extra = Object.keys(params).filter((key) => !declared.has(key));
      if (extra.length)
        problems.push(`${where}: sends undeclared query parameters ${extra.join(', ')}`);
      else tally.queries += 1;
    }
  }
  expect(problems).toEqual([]);
});

/** A body sent as JSON (an upload's FormData is read by its handler, not by a schema). */
const isJsonBody = (data: unknown) => data !== undefined && !(data instanceof FormData);

type Issue = { path: PropertyKey[]; message: string };
/** Checked by name: shared-api's zod is not necessarily this file's instance. */
const isZodError = (error: unknown): error is Error & { issues: Issue[] } =>
  error instanceof Error && error.name === 'ZodError' && 'issues' in error;

/** A ZodError's issues (path and message), else the error's message. */
function errorText(error: unknown): string {
  if (isZodError(error)) {
    const issues = error.issues;
    return `ZodError ${issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ')}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
