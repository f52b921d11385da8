import { z } from 'zod';

/**
 * The bounded primitives every request schema is built on (issue 11: no input reaches a 5xx).
 * Each refuses, with a message code of fields.ts, what the database would refuse later: NUL in
 * text, integers beyond the column, years PostgreSQL or JS dates cannot hold.
 */

/** PostgreSQL `integer` (int4): every id column of the database is one. */
export const INT4_MAX = 2_147_483_647;

/** C0 controls and DEL; PostgreSQL refuses NUL in text, the others are never meant. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, but tab, line feed and carriage return: multi-line text keeps them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 surrogate pair: not a character, not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a control character (but line breaks and tabs when multi-line). */
export function hasInvalidCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINES : CONTROL).test(value) || LONE_SURROGATE.test(value);
}

/**
 * A text field of a request body, query or path: at most `max` characters (checked before any
 * other rule, so a megabyte never reaches a regex), no control character. Chain `.trim()`,
 * `.min()`, `.regex()` on it as on any zod string.
 */
export const textSchema = (max: number) =>
  z
    .string({ error: 'required' })
    .max(max, 'tooLong')
    .refine((v) => !hasInvalidCharacters(v), 'invalidCharacters');

/** Like textSchema, but tabs and line breaks are allowed (reasons, notes). */
export const multilineTextSchema = (max: number) =>
  z
    .string({ error: 'required' })
    .max(max, 'tooLong')
    .refine((v) => !hasInvalidCharacters(v, true), 'invalidCharacters');

/** An optional free-form token (captcha): bounded, printable. */
export const tokenTextSchema = textSchema(4096);

/** An id in a JSON body: an integer of the int4 id columns. */
export const idSchema = z
  .number({ error: 'required' })
  .int('outOfRange')
  .min(1, 'outOfRange')
  .max(INT4_MAX, 'outOfRange');

/**
 * A whole number in a path or query string, from `min` to `max`. Only plain digits are read
 * (z.coerce's Number() also took "0x10", "1e1", "+1" or " 1 ", so DELETE …/users/0x1 deleted user
 * 1); anything else is 'outOfRange'. The document still says integer.
 */
export function wholeNumberTextSchema(min: number, max: number) {
  return z.preprocess(digitsAsNumber, wholeNumber(min, max));
}

/** The same with a value when absent; the default sits inside, so the document shows it. */
export function wholeNumberTextOr(min: number, max: number, fallback: number) {
  return z.preprocess(digitsAsNumber, wholeNumber(min, max).default(fallback));
}

const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'outOfRange') })
    .int('outOfRange')
    .min(min, 'outOfRange')
    .max(max, 'outOfRange');

/** An id in a path or query string, as its digits: the bounds of idSchema. */
export const idTextSchema = wholeNumberTextSchema(1, INT4_MAX);

/** A page number of a list query: bounded so that the offset stays far inside int8. */
export const MAX_PAGE = 1_000_000;

/** Dates a request may name: business dates, far from what PostgreSQL or JS cannot hold. */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2100-12-31';

/** `YYYY-MM-DD`, a real calendar date from MIN_DATE to MAX_DATE (filters, calendars, expiries). */
export const dateSchema = z.iso
  .date({ error: 'invalidDate' })
  .refine((v) => v >= MIN_DATE && v <= MAX_DATE, 'invalidDate');

/** An ISO instant with `Z` (`2026-01-15T10:00:00Z`), its date from MIN_DATE to MAX_DATE. */
export const dateTimeSchema = z.iso
  .datetime({ error: 'invalidDate' })
  .refine((v) => v.slice(0, 10) >= MIN_DATE && v.slice(0, 10) <= MAX_DATE, 'invalidDate');
