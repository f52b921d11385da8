import {
  CONTROL_CASES,
  HOSTILE_DATES,
  HOSTILE_MONEY,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HOSTILE_URL_DATES,
  HOSTILE_URL_NUMBERS,
  HOSTILE_URL_VALUES,
  WRONG_TYPES,
  type Hostile,
} from './hostile-values';
import {
  resolve,
  typeOf,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiParameter,
} from './json-schema';
import { sampleValue } from './sample-value';

export type Caller = 'anonymous' | 'partner' | 'admin';

/** One operation of the served document, with what the fuzz needs to address it. */
export type FuzzOperation = {
  method: string;
  path: string;
  /** Who may call it: admin routes need an admin, client routes a partner. */
  owner: Caller;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | null;
};

export type FuzzCase = {
  name: string;
  /** A control character in a field: a 2xx would mean a field skips the contract's text rule. */
  mustRefuse?: boolean;
  url: string;
  payload?: string;
  contentType?: string;
};

/** Every operation of the document (new routes are picked up without editing the fuzz). */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const params = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        owner: ownerOf(path),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? resolve(doc, json) : null,
      });
    }
  }
  return out;
}

function ownerOf(path: string): Caller {
  if (path === '/api/admin/login' || path.startsWith('/api/admin/login/')) return 'anonymous';
  if (path.startsWith('/api/admin/') || path === '/api/user') return 'admin';
  if (path.startsWith('/api/client/')) return 'partner';
  return 'anonymous';
}

type Ctx = { doc: OpenApiDocument; validId: number };

/** Over Fastify's 1 MB body limit. */
const TWO_MB_BODY = JSON.stringify({ x: 'x'.repeat(2_000_000) });

/** A placeholder JSON.stringify leaves as a string, replaced by a raw literal afterwards. */
const RAW = '\u0001raw\u0001';

function bodyText(value: unknown, raw?: string): string {
  const text = JSON.stringify(value);
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function without(base: unknown, key: string): unknown {
  const copy = { ...(base as Record<string, unknown>) };
  delete copy[key];
  return copy;
}

type Leaf = { path: (string | number)[]; schema: JsonSchema };

/** The fields of a body (nested objects and the first array item included). */
function leavesOf(doc: OpenApiDocument, raw: JsonSchema, path: (string | number)[] = []): Leaf[] {
  const schema = resolve(doc, raw);
  const branch = schema.anyOf ?? schema.oneOf;
  const main = branch?.length ? resolve(doc, branch[branch.length - 1]) : schema;
  const type = typeOf(main);
  const here = path.length ? [{ path, schema: main }] : [];
  if (path.length > 3) return here;
  if (type === 'object' && main.properties) {
    return [
      ...here,
      ...Object.entries(main.properties).flatMap(([k, v]) => leavesOf(doc, v, [...path, k])),
    ];
  }
  if (type === 'array' && typeof main.items === 'object') {
    return [...here, ...leavesOf(doc, main.items, [...path, 0])];
  }
  return here;
}

const DIGITS = /^\d+$/;
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

/** The malformed values for a field: by its type, plus money or dates when its sample is one. */
function hostileFor(doc: OpenApiDocument, schema: JsonSchema, name: string): Hostile[] {
  const type = typeOf(schema);
  const wrong = (except: string) => WRONG_TYPES.filter((w) => w.name !== except);
  if (type === 'string') {
    const sample = String(sampleValue(doc, schema, name));
    return [
      ...HOSTILE_STRINGS,
      ...(DIGITS.test(sample) ? HOSTILE_MONEY : []),
      ...(DATE_LIKE.test(sample) ? HOSTILE_DATES : []),
      ...wrong('string'),
    ];
  }
  if (type === 'integer' || type === 'number') return [...HOSTILE_NUMBERS, ...wrong('number')];
  if (type === 'boolean') return wrong('boolean');
  return WRONG_TYPES;
}

/** The malformed URL values for a parameter, by its type. */
function hostileUrlValues(ctx: Ctx, param: OpenApiParameter) {
  const schema = resolve(ctx.doc, param.schema);
  const type = typeOf(schema);
  const sample = String(sampleValue(ctx.doc, schema, param.name));
  return [
    ...HOSTILE_URL_VALUES,
    ...(type === 'integer' || type === 'number' || DIGITS.test(sample) ? HOSTILE_URL_NUMBERS : []),
    ...(DATE_LIKE.test(sample) ? HOSTILE_URL_DATES : []),
  ];
}

/** A valid-looking value of a path or query parameter, percent-encoded. */
function validParam(ctx: Ctx, param: OpenApiParameter): string {
  const schema = resolve(ctx.doc, param.schema);
  const type = typeOf(schema);
  if (param.in === 'path' && (type === 'integer' || type === 'number')) return String(ctx.validId);
  return encodeURIComponent(String(sampleValue(ctx.doc, schema, param.name)));
}

function urlOf(
  ctx: Ctx,
  op: FuzzOperation,
  override?: { param: OpenApiParameter; encoded: string | string[] },
): string {
  let url = op.path;
  for (const p of op.pathParams) {
    const value = override?.param === p ? String(override.encoded) : validParam(ctx, p);
    url = url.replace(`{${p.name}}`, value);
  }
  const query: string[] = [];
  for (const p of op.queryParams) {
    if (override?.param === p) {
      for (const v of [override.encoded].flat()) query.push(`${p.name}=${v}`);
    } else if (p.required) {
      query.push(`${p.name}=${validParam(ctx, p)}`);
    }
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Every malformed request of one operation (the valid-looking base differs in one place). */
export function casesOf(ctx: Ctx, op: FuzzOperation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const baseUrl = urlOf(ctx, op);
  const base = op.body ? sampleValue(ctx.doc, op.body) : undefined;
  const json = (name: string, value: unknown, raw?: string): FuzzCase => ({
    name,
    url: baseUrl,
    payload: bodyText(value, raw),
    contentType: 'application/json',
  });

  for (const p of op.pathParams) {
    for (const h of hostileUrlValues(ctx, p)) {
      cases.push({
        name: `path ${p.name}: ${h.name}`,
        mustRefuse: CONTROL_CASES.has(h.name),
        url: urlOf(ctx, op, { param: p, encoded: h.encoded }),
        ...(base === undefined ? {} : { payload: bodyText(base), contentType: 'application/json' }),
      });
    }
  }
  for (const p of op.queryParams) {
    for (const h of hostileUrlValues(ctx, p)) {
      cases.push({
        name: `query ${p.name}: ${h.name}`,
        mustRefuse: CONTROL_CASES.has(h.name),
        url: urlOf(ctx, op, { param: p, encoded: h.encoded }),
      });
    }
  }
  if (op.queryParams.length) {
    cases.push({
      name: 'query: raw NUL',
      url: `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}\u0000=1`,
    });
  }
  cases.push({ name: 'url: NUL in path', url: `${op.path.replace(/\{[^}]+\}/g, '1')}%00` });
  if (op.method === 'GET' || op.method === 'DELETE') return cases;

  // Whole-body cases: every POST / PUT gets them, with or without a declared body.
  const valid = base ?? {};
  cases.push(
    json('body: valid-looking with extra fields', { ...valid, extraField: 'x' }),
    {
      name: 'body: __proto__',
      url: baseUrl,
      payload: '{"__proto__":{"x":1}}',
      contentType: 'application/json',
    },
    { name: 'body: invalid JSON', url: baseUrl, payload: '{"a":', contentType: 'application/json' },
    {
      name: 'body: empty with JSON type',
      url: baseUrl,
      payload: '',
      contentType: 'application/json',
    },
    json('body: array', [valid]),
    json('body: number', 1),
    json('body: null', null),
    json('body: string', 'x'),
    json('body: true', true),
    { name: 'body: text/plain', url: baseUrl, payload: bodyText(valid), contentType: 'text/plain' },
    {
      name: 'body: form',
      url: baseUrl,
      payload: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      name: 'body: multipart',
      url: baseUrl,
      payload: '--b\r\n\r\n--b--',
      contentType: 'multipart/form-data; boundary=b',
    },
    { name: 'body: no type', url: baseUrl, payload: bodyText(valid) },
    {
      name: 'body: latin1 charset',
      url: baseUrl,
      payload: bodyText(valid),
      contentType: 'application/json; charset=latin1',
    },
    {
      name: 'body: 2 MB',
      url: baseUrl,
      payload: TWO_MB_BODY,
      contentType: 'application/json',
    },
  );
  if (!op.body) return cases;

  const schema = op.body;
  cases.push(json('body: empty object', {}));
  for (const key of resolve(ctx.doc, schema).required ?? []) {
    cases.push(json(`body.${key}: missing`, without(base, key)));
  }
  for (const leaf of leavesOf(ctx.doc, schema)) {
    const name = String(leaf.path[leaf.path.length - 1]);
    for (const h of hostileFor(ctx.doc, leaf.schema, name)) {
      const what = `body.${leaf.path.join('.')}: ${h.name}`;
      const c =
        'raw' in h
          ? json(what, withValue(base, leaf.path, RAW), h.raw)
          : json(what, withValue(base, leaf.path, h.value));
      cases.push({ ...c, mustRefuse: CONTROL_CASES.has(h.name) });
    }
  }
  return cases;
}
