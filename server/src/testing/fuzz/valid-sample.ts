import { resolve, typeOf, type JsonSchema, type OpenApiDocument } from './json-schema';
import { sampleScalar } from './sample-value';

/** Below this depth optional fields are filled and arrays hold one item; beyond, the least. */
const FULL_DEPTH = 4;
/** A schema that still requires children past this depth cannot end: it gets an empty object. */
const MAX_DEPTH = 12;

const isNullOnly = (schema: JsonSchema) =>
  schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);

/**
 * One value a schema of the document accepts, e.g. a success answer for a client to parse: every
 * field filled near the top (optional ones too, so their rules are exercised), one item per
 * array, the first usable branch of a union, and past FULL_DEPTH only what is required (null
 * where allowed), so recursive schemas end. Strings and numbers as the request samples.
 */
export function validSample(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  name = '',
  depth = 0,
): unknown {
  const schema = resolve(doc, raw);
  const deep = depth > FULL_DEPTH;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (deep && (schema.nullable || [schema.type].flat().includes('null'))) return null;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const branches = union.map((b) => resolve(doc, b));
    const nullBranch = branches.find(isNullOnly);
    if (deep && nullBranch) return null;
    // The first branch with content: a leading "" literal often means "not given".
    const meaningful = branches.find(
      (b) => !isNullOnly(b) && !(b.enum?.length === 1 && b.enum[0] === ''),
    );
    return validSample(doc, meaningful ?? branches[0], name, depth);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => validSample(doc, part, name, depth));
    const objects = parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p));
    return objects ? Object.assign({}, ...parts) : parts[0];
  }
  const scalar = sampleScalar(schema, name);
  if (scalar !== undefined) return scalar;
  switch (typeOf(schema)) {
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, deep ? 0 : 1);
      const items = typeof schema.items === 'object' ? schema.items : {};
      return Array.from({ length: count }, () => validSample(doc, items, name, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > MAX_DEPTH) return out;
      const required = new Set(schema.required ?? []);
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (deep && !required.has(key)) continue;
        out[key] = validSample(doc, value, key, depth + 1);
      }
      return out;
    }
    default:
      // No type named (z.unknown()): anything is accepted.
      return 'x';
  }
}
