import { microToDecimal, type Micro } from 'shared-api/contract';

/** What a column may hold; `null`/`undefined` is an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header (English, stable for spreadsheets) and its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/**
 * Excel, LibreOffice and Sheets run a cell starting with these as a formula (CSV injection); a
 * leading tab, CR or LF is refused too (OWASP), since an importer that trims it sees what follows.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/** A plain signed decimal ("-100.5") is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/**
 * Excel where the list separator is ';' (the ru, de and es locales) splits a line at every ';',
 * quotes counting only at the start of a piece: the text after a ';' in any cell starts a cell of
 * its own, run as a formula when it starts like one (after spaces or quotes).
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[\s"]*[=+\-@])/g;
/**
 * A line break inside a quoted cell ends the record for a reader that ignores the quotes (the
 * same ';'-splitting Excel, where quotes count only at the start of a piece): the next line
 * starts a row of its own, run as a formula when it starts like one (after spaces or quotes).
 */
const FORMULA_AFTER_LINE_BREAK = /(\r\n?|\n)(?=[ \t"]*[=+\-@])/g;

/**
 * A cell's text: dates as ISO 8601, text starting like a formula behind an apostrophe, and so
 * is text after a ';' or a line break that would start one (FORMULA_AFTER_SEMICOLON,
 * FORMULA_AFTER_LINE_BREAK). Numbers, and money written as plain decimal text, stay numbers.
 */
export function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return text.replace(FORMULA_AFTER_SEMICOLON, ";'").replace(FORMULA_AFTER_LINE_BREAK, "$1'");
}

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-terminated record. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map((v) => quoteField(cellText(v))).join(',')}\r\n`;
}

/** Micro-units as plain decimal text ("-100.5"), the contract's one conversion. */
export const money = (micro: Micro | null | undefined): string | null =>
  micro === null || micro === undefined ? null : microToDecimal(micro);
