import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { binaryNodeSchema, errorBodySchema } from 'shared-api/contract';
import { globalRegistry, z } from 'zod';
import type { Access } from '../access';
import { ERROR_STATUS_TEXT } from './error-statuses';
import { fixNullableTypes } from './nullable-types';
import { operationIdOf } from './operation-id';
import { OPERATION_DOCS } from './operation-docs';
import { TAG_DESCRIPTIONS } from './tag-descriptions';

// A recursive schema is a named component (inline, its self-reference would dangle).
if (!globalRegistry.has(binaryNodeSchema))
  globalRegistry.add(binaryNodeSchema, { id: 'BinaryNode' });

/** One described error body per status, built once (describe() registers a new schema). */
const DESCRIBED_ERRORS = new Map(
  Object.entries(ERROR_STATUS_TEXT).map(([status, text]) => [
    Number(status),
    errorBodySchema.describe(text),
  ]),
);

const SUCCESS = z.unknown().describe('Success');

type Transform = SwaggerTransform;
type TransformObject = SwaggerTransformObject;
type Schema = FastifySchema & {
  summary?: string;
  description?: string;
  response?: Record<string | number, unknown>;
};

/**
 * Documents every operation from what the route already declares, so no route can forget it:
 * the summary and rules (operation-docs.ts unless the route has its own), the security of its
 * `config.access` (bearer for client and admin routes, none for public ones) with the permission
 * in the text, an operationId, and the error statuses the access hook, validation and the
 * request limit can answer, each described with its contract codes. Documentation only: the
 * route's runtime schema is not changed.
 */
export const documentOperation: Transform = (input) => {
  const route = input.route;
  const schema = input.schema as Schema;
  const method = [route.method].flat()[0]?.toString().toUpperCase() ?? 'GET';
  const access = route.config?.access;
  const doc = OPERATION_DOCS[`${method} ${route.url}`];
  const rules = schema.description ?? doc?.description;
  const documented: Schema = {
    ...schema,
    operationId: operationIdOf(method, route.url),
    security: access && access.kind !== 'public' ? [{ bearer: [] }] : [],
    response: withErrors(schema, method, access),
    ...((schema.summary ?? doc?.summary) ? { summary: schema.summary ?? doc?.summary } : {}),
    ...(rules || access
      ? { description: [rules, accessText(method, access)].filter(Boolean).join('\n\n') }
      : {}),
  };
  return jsonSchemaTransform({ ...input, schema: documented });
};

/** The zod components (BinaryNode), described tags, the server, and OpenAPI 3.0 nullables. */
export const documentObject: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Record<string, unknown> & {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
  };
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) operation.tags?.forEach((t) => used.add(t));
  }
  return fixNullableTypes({
    ...document,
    servers: [{ url: '/', description: 'This deployment (the API is served under /api)' }],
    tags: [...used].sort().map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? name,
    })),
  });
};

function withErrors(schema: Schema, method: string, access: Access | undefined) {
  const response: Record<string | number, unknown> = { ...(schema.response ?? {}) };
  const statuses = new Set<number>([429]);
  if (schema.body || schema.querystring || schema.params) statuses.add(422);
  if (access && access.kind !== 'public') statuses.add(401);
  if (access?.kind === 'admin') statuses.add(403);
  if (access?.kind === 'client' && !isRead(method) && access.loginAs !== 'allowed')
    statuses.add(403);
  // A route that sends a file declares no response schema; its success still has to be listed.
  if (!Object.keys(response).some((key) => key.startsWith('2'))) response[200] = SUCCESS;
  for (const status of statuses) if (!(status in response)) response[status] = errorBodySchema;
  for (const key of Object.keys(response)) {
    const described = DESCRIBED_ERRORS.get(Number(key));
    if (Number(key) >= 400 && response[key] === errorBodySchema && described)
      response[key] = described;
  }
  return response;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

function accessText(method: string, access: Access | undefined): string {
  if (!access) return '';
  switch (access.kind) {
    case 'public':
      return 'Access: public.';
    case 'client':
      return isRead(method) || access.loginAs === 'allowed'
        ? 'Access: a signed-in partner (a login-as session too).'
        : 'Access: a signed-in partner; refused to a login-as session (403 IMPERSONATION_READ_ONLY).';
    case 'admin':
      return access.permission
        ? `Access: an admin with the \`${access.permission}\` permission.`
        : 'Access: any signed-in admin.';
  }
}
