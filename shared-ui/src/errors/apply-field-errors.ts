import type { FormInstance } from 'antd';
import type { AnyT } from '../i18n/any-t';
import { fieldErrorsOf } from './api-error-text';

/**
 * Puts the server's field errors next to their fields in an antd form (spec: every message beside
 * its field). Returns true when at least one field error was placed, so the caller can skip a
 * general alert.
 */
export function applyFieldErrors(t: AnyT, form: FormInstance, error: unknown): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  // The server names a nested field by its dotted path; antd by a path array.
  const placed = Object.entries(fieldErrorsOf(t, error, known));
  form.setFields(placed.map(([name, message]) => ({ name: name.split('.'), errors: [message] })));
  return placed.length > 0;
}
