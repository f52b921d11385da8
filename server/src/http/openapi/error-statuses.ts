/**
 * What each error status of the API means, with the contract codes it carries
 * (shared-api/src/contract/errors.ts); the description of that response in the OpenAPI document.
 */
export const ERROR_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Malformed request, or a missing or malformed Idempotency-Key: VALIDATION_FAILED, IDEMPOTENCY_KEY_REQUIRED.',
  401: 'No valid session: UNAUTHENTICATED (the token is missing, expired or revoked; on the second sign-in step, the challenge).',
  403: 'Refused to this session: FORBIDDEN (a permission is missing), IMPERSONATION_READ_ONLY (a login-as session).',
  404: 'NOT_FOUND: the record does not exist or is not visible to the caller.',
  409: 'Refused by the current state: INVALID_STATE, INSUFFICIENT_FUNDS, ALREADY_EXISTS, TWO_FA_REQUIRED, LIMIT_EXCEEDED, WITHDRAWAL_CLOSED, NOT_IN_BINARY, LAST_FULL_ADMIN, WITHDRAWAL_ALREADY_REQUESTED, INVITATION_REQUIRED (an inviter who is not active).',
  413: 'UPLOAD_REJECTED: the file is larger than allowed.',
  415: 'UPLOAD_REJECTED: the file is not of an accepted type (sniffed by content).',
  422: 'Invalid input: VALIDATION_FAILED (`fields` names each bad field), INVALID_CREDENTIALS, CAPTCHA_REQUIRED, CAPTCHA_FAILED, LINK_INVALID, ACCOUNT_DISABLED, TWO_FA_INVALID, IDEMPOTENCY_KEY_REUSED, PERMISSION_NOT_HELD, INVITATION_REQUIRED (a sign-up without an active sponsor).',
  429: 'TOO_MANY_ATTEMPTS (a failure limit or the per-IP request limit, RATE_LIMIT_PER_MINUTE) or TWO_FA_LOCKED (5 wrong 2FA codes); `params.date` says when a retry surely passes.',
  503: 'MAINTENANCE or not ready: retry later.',
};
