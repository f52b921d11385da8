import { isAxiosError } from 'axios';
import type { ErrorCode } from '../contract';

/** What the UI needs of a failed call: the stable code, the field errors, the HTTP status. */
export interface ApiErrorInfo {
  status: number | null;
  code: ErrorCode | 'NETWORK';
  message: string;
  fields: Record<string, string>;
  /**
   * Values of the translated text (contract errors.ts): `amount` in micro-units with its
   * `currency`, `date` as ISO. Empty when the error carries none.
   */
  params: Record<string, string>;
}

/** Keeps only string values: the texts interpolate them, anything else is not the contract's. */
function stringParams(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function toApiError(error: unknown): ApiErrorInfo {
  if (isAxiosError(error)) {
    const body = error.response?.data as
      { error?: Partial<Omit<ApiErrorInfo, 'params'>> & { params?: unknown } } | undefined;
    if (body?.error?.code) {
      return {
        status: error.response?.status ?? null,
        code: body.error.code,
        message: body.error.message ?? '',
        fields: body.error.fields ?? {},
        params: stringParams(body.error.params),
      };
    }
    if (!error.response)
      return { status: null, code: 'NETWORK', message: error.message, fields: {}, params: {} };
    return {
      status: error.response.status,
      code: 'INTERNAL',
      message: error.message,
      fields: {},
      params: {},
    };
  }
  return { status: null, code: 'INTERNAL', message: String(error), fields: {}, params: {} };
}

/** A Blob's text (FileReader: what every browser and jsdom have). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/**
 * A download's refusal read like any other: axios hands the error body of a `responseType:
 * 'blob'` request over as a Blob, in which toApiError could not find the code (every refusal
 * read as INTERNAL); its JSON is parsed in place. The client's error interceptor calls it.
 */
export async function parseBlobErrorBody(error: unknown): Promise<void> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return;
  try {
    response.data = JSON.parse(await blobText(response.data)) as unknown;
  } catch {
    // Not JSON (a proxy's HTML page): toApiError reads it by its status.
  }
}
