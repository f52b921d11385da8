import { errorBodySchema } from 'shared-api/contract';

/** Documents error replies of a route in OpenAPI: `response: { 200: x, ...errorResponses(401, 422) }`. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  const out = {} as Record<S, typeof errorBodySchema>;
  for (const status of statuses) out[status] = errorBodySchema;
  return out;
}
