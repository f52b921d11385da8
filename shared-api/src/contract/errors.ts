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
  /** 409: the operation needs 2FA, which is off (spec §8: "Operation unavailable. Enable 2FA."). */
  'TWO_FA_REQUIRED',
  /** 422: the 2FA code is wrong, expired or already used (`fields.code = 'wrongTwoFaCode'`). */
  'TWO_FA_INVALID',
  /** 429: too many wrong 2FA codes; checks are locked for a while. */
  'TWO_FA_LOCKED',
  /** 409: the change would leave no admin holding every permission. */
  'LAST_FULL_ADMIN',
  /** 413 / 415: an upload of the wrong type or size (`fields.<file> = 'fileType' | 'fileTooLarge'`). */
  'UPLOAD_REJECTED',
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
