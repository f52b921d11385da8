import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { toApiError, type ApiErrorInfo } from 'shared-api';

/** The translated text of a failed call: its stable code looked up in the common strings. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const info: ApiErrorInfo = toApiError(error);
  return t(`errors.${info.code}`, {
    ns: 'common',
    defaultValue: t('errors.INTERNAL', { ns: 'common' }),
  });
}

/**
 * Puts the server's field errors next to their fields (spec: every message beside its field).
 * Returns true when at least one field error was placed, so the caller can skip a general alert.
 */
export function applyFieldErrors(t: TFunction, form: FormInstance, error: unknown): boolean {
  const { fields } = toApiError(error);
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  // The server names a nested field by its dotted path (`socials.telegram`); antd by a path array.
  const placed = Object.entries(fields)
    .map(([name, code]) => ({ path: name.split('.'), code }))
    .filter(({ path }) => known.has(path[0] ?? ''));
  form.setFields(
    placed.map(({ path, code }) => ({
      name: path,
      errors: [t(`validation.${code}`, { ns: 'common' })],
    })),
  );
  return placed.length > 0;
}
