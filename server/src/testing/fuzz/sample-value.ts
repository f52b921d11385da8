import { resolve, typeOf, type JsonSchema, type OpenApiDocument } from './json-schema';

/**
 * Plausible valid strings: the first one that fits a field's pattern and length is its sample,
 * so a mutated request differs from an acceptable one in one place only and reaches the handler.
 */
const CANDIDATES = [
  'Fuzz',
  'fuzzuser1',
  '+12025550123',
  '+1',
  '1000000',
  '123456',
  'ABCD1234',
  '@fuzz_handle',
  `T${'1'.repeat(33)}`,
  'a'.repeat(64),
  'AB12345',
  'Fuzz reason text',
  'price:asc',
  'id:asc',
];

/** Field names whose rule is a refinement the document cannot show. */
const BY_NAME: Record<string, string> = {
  birthDate: '1990-01-01',
  country: 'US',
  email: 'fuzz@example.com',
};

const DATE = '2026-01-15';
const DATE_TIME = '2026-01-15T00:00:00Z';

/** A string the field's format, pattern and length accept (by name for refined fields). */
export function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date') return DATE;
  if (schema.format === 'date-time') return DATE_TIME;
  const byName = BY_NAME[name];
  const fits = (v: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(v)) &&
    v.length >= (schema.minLength ?? 0) &&
    v.length <= (schema.maxLength ?? Infinity);
  if (byName && fits(byName)) return byName;
  for (const v of [DATE, DATE_TIME, ...CANDIDATES]) if (fits(v)) return v;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The smallest positive number within the field's bounds. */
export function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusive = schema.exclusiveMinimum === true;
  const min = typeof schema.minimum === 'number' ? schema.minimum + (exclusive ? 1 : 0) : 1;
  const value = Math.max(min, 1);
  const max = schema.maximum ?? Infinity;
  return integer ? Math.min(Math.ceil(value), max) : Math.min(value, max);
}

/** A sample of a scalar schema (string, number, boolean); undefined for any other type. */
export function sampleScalar(
  schema: JsonSchema,
  name: string,
): string | number | boolean | undefined {
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** A value the schema accepts as far as the document tells (`idValue` for integer ids). */
export function sampleValue(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  name = '',
  depth = 0,
): unknown {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    // Prefer a branch with content: the first is often the "empty = not given" literal.
    const branches = union.map((b) => resolve(doc, b));
    const meaningful = branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === ''));
    return sampleValue(doc, meaningful ?? branches[0], name, depth);
  }
  if (schema.allOf?.length) return sampleValue(doc, schema.allOf[0], name, depth);
  if (schema.enum?.length) return schema.enum[0];
  const scalar = sampleScalar(schema, name);
  if (scalar !== undefined) return scalar;
  switch (typeOf(schema)) {
    case 'array': {
      if (depth > 4) return [];
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, (_, i) =>
        typeof schema.items === 'object' ? sampleItem(doc, schema.items, name, depth, i) : 'x',
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        out[key] = sampleValue(doc, value, key, depth + 1);
      }
      return out;
    }
    default:
      return 'x';
  }
}

/** Array items: distinct integers (day lists refuse duplicates), else the plain sample. */
function sampleItem(
  doc: OpenApiDocument,
  items: JsonSchema,
  name: string,
  depth: number,
  index: number,
): unknown {
  const value = sampleValue(doc, items, name, depth + 1);
  return typeof value === 'number' ? value + index : value;
}
