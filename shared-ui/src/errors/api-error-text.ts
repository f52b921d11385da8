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
    // A text may have a `<key>_date` variant for an error that says when (i18next's context);
    // without one, or without the date, the plain text is used.
    ...(values.date ? { context: 'date' } : {}),
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
 * The server's field errors of a failed call as translated messages, by the field's dotted path
 * (`socials.telegram`), with the error's values ("Limit exceeded by 1 500.00 GTC"); only the
 * fields whose first part is in `known` (the form's own fields).
 */
export function fieldErrorsOf(
  t: AnyT,
  error: unknown,
  known: ReadonlySet<string>,
): Record<string, string> {
  const info = toApiError(error);
  return Object.fromEntries(
    Object.entries(info.fields)
      .filter(([name]) => known.has(name.split('.')[0] ?? ''))
      .map(([name, code]) => [name, translate(t, messageKey(code), info)]),
  );
}
