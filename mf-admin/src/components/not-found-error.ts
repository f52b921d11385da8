import { AxiosError, AxiosHeaders } from 'axios';
import type { ErrorCode } from 'shared-api';

/** An error shaped like the API's `{ error: { code } }` answer, for failures found locally. */
export function apiError(code: ErrorCode, status = 404): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(code, String(status), config, null, {
    data: { error: { code, message: code } },
    status,
    statusText: code,
    headers: {},
    config,
  });
}
