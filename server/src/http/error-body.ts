import type { ErrorBody, ErrorCode } from 'shared-api/contract';

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string>,
): ErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) },
  };
}
