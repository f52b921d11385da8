/**
 * The malformed values of the fuzz, by kind. `raw` values are JSON literals written as they are
 * (numbers beyond what a JS number holds exactly); the others go through JSON.stringify.
 */
export type Hostile = { name: string; value: unknown } | { name: string; raw: string };

/** Cases whose value holds a control or broken character: no endpoint may accept them. */
export const CONTROL_CASES = new Set([
  'NUL',
  'NUL only',
  'C0 control',
  'DEL / C1',
  'lone surrogate',
  'control',
]);

export const ONE_MB = 'x'.repeat(1_000_000);

/** For any string field. */
export const HOSTILE_STRINGS: Hostile[] = [
  { name: 'NUL', value: 'Fuzz\u0000text' },
  { name: 'NUL only', value: '\u0000' },
  { name: 'C0 control', value: 'Fuzz\u0007\u001btext' },
  { name: 'DEL / C1', value: 'Fuzz\u007f\u0085text' },
  { name: 'lone surrogate', value: 'Fuzz\ud800text' },
  { name: '1 MB string', value: ONE_MB },
  { name: 'empty', value: '' },
  { name: 'spaces only', value: '   ' },
  { name: 'padded', value: ' 1 ' },
  { name: 'SQL-ish', value: "' or 1=1 --%_\\" },
];

/** For string fields whose valid value is digits (money in micro-units). */
export const HOSTILE_MONEY: Hostile[] = [
  { name: 'huge money', value: '999999999999999999999999999999' },
  { name: '40 digits', value: '9'.repeat(40) },
  { name: 'negative money', value: '-1' },
  { name: 'exponent', value: '1e30' },
  { name: 'zero money', value: '0' },
  { name: 'padded money', value: ' 1000000 ' },
];

/** For string fields whose valid value is a date or an instant. */
export const HOSTILE_DATES: Hostile[] = [
  { name: 'date 0000-01-01', value: '0000-01-01' },
  { name: 'date 9999-12-31', value: '9999-12-31' },
  { name: 'date-time 0000', value: '0000-01-01T00:00:00Z' },
  { name: 'date-time 9999', value: '9999-12-31T23:59:59.999Z' },
  { name: 'garbage date', value: '2026-13-45' },
];

/** For any number field. */
export const HOSTILE_NUMBERS: Hostile[] = [
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'int4 max + 1', value: 2_147_483_648 },
  { name: 'int4 min - 1', value: -2_147_483_649 },
  { name: 'MAX_SAFE_INTEGER', value: Number.MAX_SAFE_INTEGER },
  { name: 'beyond MAX_SAFE_INTEGER', raw: '9007199254740993' },
  { name: 'int8 max + 1', raw: '9223372036854775808' },
  { name: '1e300', raw: '1e300' },
  { name: 'fraction', value: 1.5 },
  { name: 'numeric string', value: '1' },
];

/** Wrong JSON types for any field. */
export const WRONG_TYPES: Hostile[] = [
  { name: 'null', value: null },
  { name: 'number', value: 12345 },
  { name: 'boolean', value: true },
  { name: 'object', value: { nested: 'x' } },
  { name: 'array', value: ['x'] },
  { name: 'string', value: 'x' },
];

type UrlValue = { name: string; encoded: string | string[] };

/** For every path and query parameter: what goes into the URL, percent-encoded (or broken). */
export const HOSTILE_URL_VALUES: UrlValue[] = [
  { name: 'NUL', encoded: '1%00' },
  { name: 'control', encoded: 'a%07b' },
  { name: 'lone %', encoded: '%' },
  { name: 'bad escape', encoded: '%zz' },
  { name: 'bad UTF-8', encoded: '%C3%28' },
  { name: 'truncated UTF-8', encoded: '%E0%A4' },
  { name: '10 kB', encoded: 'x'.repeat(10_000) },
  { name: 'empty', encoded: '' },
  { name: 'repeated', encoded: ['1', '2'] },
];

/** For integer parameters (ids, pages). */
export const HOSTILE_URL_NUMBERS: UrlValue[] = [
  { name: 'zero', encoded: '0' },
  { name: 'negative', encoded: '-1' },
  { name: 'int4 max + 1', encoded: '2147483648' },
  { name: 'MAX_SAFE_INTEGER', encoded: '9007199254740991' },
  { name: 'beyond MAX_SAFE_INTEGER', encoded: '9007199254740993' },
  { name: 'int8 max + 1', encoded: '9223372036854775808' },
  { name: '30 digits', encoded: '9'.repeat(30) },
  { name: '1e300', encoded: '1e300' },
  { name: 'fraction', encoded: '1.5' },
  { name: 'hex', encoded: '0x10' },
  { name: 'text', encoded: 'abc' },
  { name: 'padded', encoded: '%201%20' },
];

/** For date parameters. */
export const HOSTILE_URL_DATES: UrlValue[] = [
  { name: 'date 0000-01-01', encoded: '0000-01-01' },
  { name: 'date 9999-12-31', encoded: '9999-12-31' },
  { name: 'garbage date', encoded: '2026-02-30' },
  { name: 'date-time', encoded: '2026-01-01T00%3A00%3A00Z' },
];
