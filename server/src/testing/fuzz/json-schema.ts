/** The part of OpenAPI 3.0's JSON Schema that the served document uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
};

export type OpenApiParameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Follows `#/components/schemas/…` references (the document inlines almost everything). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** The schema's main type (`integer`, `string`, …), or null when it names none. */
export function typeOf(schema: JsonSchema): string | null {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.enum?.length) return typeof schema.enum[0];
  if (schema.properties) return 'object';
  return null;
}
