import { microToDecimal, type Micro } from 'shared-api/contract';

/** What a column may hold; `null`/`undefined` is an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header (English, stable for spreadsheets) and its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/** Excel, LibreOffice and Sheets run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed decimal ("-100.5") is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A cell's text: dates as ISO 8601, text starting like a formula behind an apostrophe. */
export function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
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
