import { isAxiosError } from 'axios';
import type { ErrorCode } from '../contract';

/** What the UI needs of a failed call: the stable code, the field errors, the HTTP status. */
export interface ApiErrorInfo {
  status: number | null;
  code: ErrorCode | 'NETWORK';
  message: string;
  fields: Record<string, string>;
}

export function toApiError(error: unknown): ApiErrorInfo {
  if (isAxiosError(error)) {
    const body = error.response?.data as { error?: Partial<ApiErrorInfo> } | undefined;
    if (body?.error?.code) {
      return {
        status: error.response?.status ?? null,
        code: body.error.code as ErrorCode,
        message: body.error.message ?? '',
        fields: body.error.fields ?? {},
      };
    }
    if (!error.response)
      return { status: null, code: 'NETWORK', message: error.message, fields: {} };
    return { status: error.response.status, code: 'INTERNAL', message: error.message, fields: {} };
  }
  return { status: null, code: 'INTERNAL', message: String(error), fields: {} };
}
