import { Readable } from 'node:stream';
import type { Page } from 'shared-api/contract';
import { csvLine, type CsvColumn } from './csv-cell';

/** Rows read per query: enough to keep round trips few, small enough to hold. */
export const EXPORT_BATCH = 1000;

/** Excel reads a CSV without a BOM in the machine's code page, mangling Cyrillic. */
export const UTF8_BOM = '\uFEFF';

/** Reads one page (1-based) of the list, `pageSize` rows. */
export type PageReader<T> = (page: number, pageSize: number) => Promise<Page<T>>;

/**
 * The list as CSV, read page by page as the reader consumes it (Readable.from pulls the next
 * batch only when the previous one is written), so no whole table is held in memory. The first
 * page is read before the stream exists: a refused query (an unknown campaign, say) is still an
 * error reply rather than a download cut short. Offset paging over the list's own stable order:
 * rows added while an export runs may shift a page.
 */
export async function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  read: PageReader<T>,
): Promise<Readable> {
  const rowsOf = (items: T[]) => items.map((row) => csvLine(columns.map((c) => c.value(row))));
  const first = await read(1, EXPORT_BATCH);
  async function* lines() {
    yield UTF8_BOM + csvLine(columns.map((c) => c.header)) + rowsOf(first.items).join('');
    if (first.items.length < EXPORT_BATCH) return;
    for (let page = 2; ; page += 1) {
      const { items } = await read(page, EXPORT_BATCH);
      if (items.length) yield rowsOf(items).join('');
      if (items.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** `deposits-2024-05-01.csv`: the list's name and the day of the export (UTC). */
export function exportFileName(name: string, now: Date): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
