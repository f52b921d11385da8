type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod's 3.0 target writes `nullable` next to an
 * `anyOf` or `allOf` (a nullable union or reference). The type all the branches share is added,
 * looked up through `$ref`s to components; when they differ, each branch becomes nullable.
 */
export function fixNullableTypes<T extends Node>(document: T): T {
  const components = (document.components as Node | undefined)?.schemas as Node | undefined;
  const typeOf = (schema: unknown, seen = 0): string | null => {
    if (!isNode(schema) || seen > 8) return null;
    if (typeof schema.type === 'string') return schema.type;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return typeOf(components?.[name], seen + 1);
    }
    const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as unknown[] | undefined;
    if (!Array.isArray(branches) || branches.length === 0) return null;
    const types = new Set(branches.map((b) => typeOf(b, seen + 1)));
    const [only] = [...types];
    return types.size === 1 && only ? only : null;
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    if (value.nullable === true && value.type === undefined) {
      const type = typeOf(value);
      const branches = value.anyOf ?? value.oneOf;
      if (type) value.type = type;
      else if (Array.isArray(branches)) {
        // Branches of different types: each branch takes `nullable` (same values accepted).
        for (const branch of branches) if (isNode(branch)) branch.nullable = true;
        delete value.nullable;
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document);
  return document;
}
