import type { FormInstance } from 'antd';
import { toApiError, type ApiErrorInfo } from 'shared-api/public';
import { commonT, type AnyT } from '../i18n/any-t';
import { currentLanguage } from '../i18n/i18n';
import { messageKey } from '../i18n/message-code';
import { isLanguage, type Language } from '../i18n/languages';
import { formatDate, formatMoney } from '../format/money';

/** The language of `t`: fixed (`getFixedT`) or, for a hook's `t`, the page's current one. */
function languageOf(t: AnyT): Language {
  const fixed = (t as AnyT & { lng?: unknown }).lng;
  return isLanguage(fixed) ? fixed : currentLanguage();
}

/**
 * The values of an error's text (contract errors.ts `params`): `amount` in micro-units shown
 * with its `currency`, `date` as a date and time. Missing ones are empty so that no raw
 * `{{placeholder}}` ever reaches the user.
 */
export function errorTextValues(
  params: Record<string, string>,
  lang: Language,
): { amount: string; date: string } {
  const { amount, currency, date } = params;
  const validAmount = amount !== undefined && /^-?\d{1,30}$/.test(amount);
  const validDate = date !== undefined && !Number.isNaN(Date.parse(date));
  return {
    amount: validAmount ? formatMoney(amount, lang, currency) : '',
    date: validDate ? formatDate(date, lang, true) : '',
  };
}

/** A translated text with the error's values; trimmed, for a text whose value was missing. */
function translate(
  t: AnyT,
  key: `errors.${ApiErrorInfo['code']}` | ReturnType<typeof messageKey>,
  info: ApiErrorInfo,
  defaultValue?: string,
): string {
  const values = errorTextValues(info.params, languageOf(t));
  return commonT(t)(key, {
    ns: 'common',
    ...values,
    ...(defaultValue ? { defaultValue } : {}),
  }).trim();
}

/** The translated text of a failed call: its stable code looked up in the common strings. */
export function apiErrorText(t: AnyT, error: unknown): string {
  const info = toApiError(error);
  return translate(t, `errors.${info.code}`, info, commonT(t)('errors.INTERNAL', { ns: 'common' }));
}

/** The translated message of one field error of a failed call, or null when it has none. */
export function fieldErrorText(t: AnyT, error: unknown, field: string): string | null {
  const info = toApiError(error);
  const code = info.fields[field];
  return code ? translate(t, messageKey(code), info) : null;
}

/**
 * Puts the server's field errors next to their fields (spec: every message beside its field),
 * with the error's values ("Limit exceeded by 1 500.00 GTC"). Returns true when at least one
 * field error was placed, so the caller can skip a general alert.
 */
export function applyFieldErrors(t: AnyT, form: FormInstance, error: unknown): boolean {
  const info = toApiError(error);
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  // The server names a nested field by its dotted path (`socials.telegram`); antd by a path array.
  const placed = Object.entries(info.fields)
    .map(([name, code]) => ({ path: name.split('.'), code }))
    .filter(({ path }) => known.has(path[0] ?? ''));
  form.setFields(
    placed.map(({ path, code }) => ({
      name: path,
      errors: [translate(t, messageKey(code), info)],
    })),
  );
  return placed.length > 0;
}
