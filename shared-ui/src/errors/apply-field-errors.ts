import type { FormInstance } from 'antd';
import type { AnyT } from '../i18n/any-t';
import { fieldErrorsOf } from './api-error-text';

type NamePath = (string | number)[];

const samePath = (a: NamePath, b: readonly string[]) =>
  a.length === b.length && a.every((cell, i) => String(cell) === b[i]);

/**
 * The form's field that shows the server's error of `dotted`: the field of that path, else its
 * nearest enclosing field (`withdrawal.days.2` → the days select). The registered path is used
 * as it is, since antd tells a list index (`['tiers', 1, 'threshold']`) from the text `'1'`.
 */
function fieldFor(registered: NamePath[], dotted: string): NamePath | null {
  const parts = dotted.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const found = registered.find((path) => samePath(path, parts.slice(0, n)));
    if (found) return found;
  }
  return null;
}

/**
 * Puts the server's field errors next to their fields in an antd form (spec: every message beside
 * its field). Returns true when at least one field error was placed, so the caller can skip a
 * general alert; an error of a field the form does not show is not placed.
 */
export function applyFieldErrors(t: AnyT, form: FormInstance, error: unknown): boolean {
  // The fields on screen (a Form.Item with a name), with the paths antd knows them by.
  const registered: NamePath[] = form.getFieldsError().map(({ name }) => name);
  const known = new Set(registered.map((path) => String(path[0])));
  const placed = Object.entries(fieldErrorsOf(t, error, known)).flatMap(([name, message]) => {
    const path = fieldFor(registered, name);
    return path ? [{ name: path, errors: [message] }] : [];
  });
  form.setFields(placed);
  return placed.length > 0;
}
