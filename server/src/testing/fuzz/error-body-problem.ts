import { errorBodySchema, MESSAGE_CODES } from 'shared-api/contract';

/** What is wrong with a 4xx body by the contract (shape, catalogue code, translated fields). */
export function errorBodyProblem(status: number, body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 200)}`;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return `${status} without the error shape: ${body.slice(0, 200)}`;
  const untranslated = Object.entries(parsed.data.error.fields ?? {}).filter(
    ([, message]) => !(MESSAGE_CODES as readonly string[]).includes(message),
  );
  if (untranslated.length)
    return `${status} untranslated field messages: ${JSON.stringify(untranslated)}`;
  return null;
}
