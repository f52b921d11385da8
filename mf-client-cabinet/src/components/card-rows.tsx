import type { CardColumns } from './card-columns';
import { RowCard } from './row-card';

interface Props<T> {
  columns: CardColumns<T>;
  rows: readonly T[];
  rowKey: keyof T & string;
  selected?: (record: T) => boolean;
  testId?: string;
}

/** A table's rows as a list of cards (phones), one `RowCard` each. */
export function CardRows<T extends object>({ columns, rows, rowKey, selected, testId }: Props<T>) {
  return (
    <ul
      data-testid={testId}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {rows.map((record, index) => (
        <li key={String(record[rowKey])}>
          <RowCard columns={columns} record={record} index={index} selected={selected?.(record)} />
        </li>
      ))}
    </ul>
  );
}
