import { MESSAGE_CODES, type MessageCode } from 'shared-api/contract';

/** One zod issue as fastify-type-provider-zod hands it to the error handler. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint']);

/**
 * The message code (fields.ts) of a field's validation issue. The contract's own rules carry one;
 * a rule with none (a plain z.enum, z.array, z.boolean) carries zod's English text, which no UI
 * translates: it becomes `required` when the field is absent, `outOfRange` / `tooLong` for a
 * bound, and `invalidValue` otherwise. `value` is the field as the request sent it.
 */
export function fieldMessageOf(issue: ValidationIssue, value: unknown): MessageCode {
  const message = issue.message ?? '';
  if ((MESSAGE_CODES as readonly string[]).includes(message)) return message as MessageCode;
  if (value === undefined) return 'required';
  const origin = issue.params?.origin;
  if (issue.keyword === 'too_big' || issue.keyword === 'too_small') {
    if (typeof origin === 'string' && NUMERIC_ORIGINS.has(origin)) return 'outOfRange';
    if (issue.keyword === 'too_big' && origin === 'string') return 'tooLong';
  }
  return 'invalidValue';
}

/** The value at a JSON-pointer-like `/a/0/b` path of a parsed body, query or params. */
export function valueAt(root: unknown, instancePath: string): unknown {
  let node = root;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
