import { z } from 'zod';

/**
 * Stable error codes. The UI maps each to a translated text (shared-ui `errors.<code>`).
 * 401 = no or bad token, 403 = a real permission failure, 503 = maintenance; a business refusal
 * is 409 or 422 so that the client never logs a user out for it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'INVITATION_REQUIRED',
  'ALREADY_EXISTS',
  'LINK_INVALID',
  'CAPTCHA_FAILED',
  'ACCOUNT_DISABLED',
  'MAINTENANCE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field error is a message code of `validation.<code>` (see fields.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
