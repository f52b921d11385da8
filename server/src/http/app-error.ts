import type { ErrorCode } from 'shared-api/contract';

/** A refusal with a stable code of the contract; the error handler turns it into the JSON body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Values of the translated text (contract ErrorBody `params`): amounts, dates. */
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Sign in first: the token is missing, expired or revoked');
export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'You do not have the permission this action needs');
export const impersonationReadOnly = () =>
  new AppError(
    403,
    'IMPERSONATION_READ_ONLY',
    'A login-as session can only view: this change must be made by the partner',
  );
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
/** 429 of any limit, with `params.date`: when a retry surely passes (the UI shows it). */
export const tooManyUntil = (message: string, until: Date) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', message, undefined, { date: until.toISOString() });
export const invalidCredentials = () =>
  new AppError(422, 'INVALID_CREDENTIALS', 'Wrong login or password');
export const accountDisabled = () =>
  new AppError(422, 'ACCOUNT_DISABLED', 'This account is disabled');
export const alreadyExists = (fields: Record<string, string>) =>
  new AppError(409, 'ALREADY_EXISTS', 'An account with these details already exists', fields);
/**
 * A multipart body that breaks off or is malformed while its file streams in (busboy's
 * "Unexpected end of multipart data"): the client's fault, never a 500.
 */
export const malformedUpload = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'The upload is malformed or cut short', {
    [field]: 'required',
  });
