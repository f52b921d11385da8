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
  /** 429: a failure limit or the per-IP request limit; `params.date` = when a retry surely passes. */
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
  /** 413 / 415: an upload of the wrong type or size (`fields.<file> = 'fileType' | 'attachmentType' | 'fileTooLarge'`). */
  'UPLOAD_REJECTED',
  /** 409: the wallet lacks the amount (`fields.amount = 'insufficientFunds'`). */
  'INSUFFICIENT_FUNDS',
  /** 409: over the daily withdrawal limit; `params.amount` = by how much (micro-units). */
  'LIMIT_EXCEEDED',
  /** 409: not a withdrawal day; `params.date` = when the next window opens. */
  'WITHDRAWAL_CLOSED',
  /** 409: one withdrawal request per window. */
  'WITHDRAWAL_ALREADY_REQUESTED',
  /** 409: the record is not in a state that allows this (already confirmed, cancelled, …). */
  'INVALID_STATE',
  /** 409: the caller is not in the binary tree yet ("ask your upline to activate you"). */
  'NOT_IN_BINARY',
  /** 400: a money-moving request without its `Idempotency-Key` header. */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** 422: the `Idempotency-Key` was used before with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  /**
   * 403: a login-as session (an admin looking into a partner's cabinet) may only read; every
   * money, security, profile and invitation change is refused (the cabinet disables them).
   */
  'IMPERSONATION_READ_ONLY',
  /** 422: granting, taking away or managing a permission the acting admin does not hold. */
  'PERMISSION_NOT_HELD',
  /**
   * 422: the account had several failed sign-ins; send the login again with a solved captcha
   * (`captchaToken`). The account is never locked for its owner (OWASP).
   */
  'CAPTCHA_REQUIRED',
  'MAINTENANCE',
  /**
   * 502 / 504 from the web front (nginx or `pnpm start`), not from the API: the API cannot be
   * reached. The shell shows the maintenance page until /api/status answers again.
   */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field error is a message code of `validation.<code>` (see fields.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * Values of the translated text: `amount` (micro-units) with `currency`, `date` (ISO).
     * "Limit exceeded by {{amount}}", "Minimum withdrawal amount {{amount}}", "Opens {{date}}".
     */
    params: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
