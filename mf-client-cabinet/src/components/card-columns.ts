import type { TableColumnType } from 'antd';
import { isValidElement, type ReactNode } from 'react';

/**
 * Where a column's cell goes when a row is a card (phones): `title` heads the card, `amount`
 * sits right of it, large; `status` (tags) under the amount, `meta` (a date) under the title;
 * `line` (the default) is a "label: value" line; `actions` closes the card; `hidden` is left out.
 */
export type CardRole = 'title' | 'amount' | 'status' | 'meta' | 'line' | 'actions' | 'hidden';

/** A table column that also says where it goes on a card. */
export type CardColumn<T> = TableColumnType<T> & { key: string; card?: CardRole };

export type CardColumns<T> = CardColumn<T>[];

/** The record's value at a column's `dataIndex` (a key or a path). */
function valueAt(record: unknown, dataIndex: TableColumnType<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const key of path as (string | number)[]) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** What the table would show in the column's cell for this record. */
export function cellOf<T>(column: CardColumn<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const out: unknown = column.render(value, record, index);
  // A render may answer `{ children, props }` (a cell with spans); a card needs only the children.
  if (out && typeof out === 'object' && !isValidElement(out) && !Array.isArray(out)) {
    return (out as { children?: ReactNode }).children;
  }
  return out as ReactNode;
}

/** The column's header as a card label (a header function has no place on a card). */
export function labelOf<T>(column: CardColumn<T>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

/** The columns without their card role, as antd's Table takes them. */
export function tableColumns<T>(columns: CardColumns<T>): TableColumnType<T>[] {
  return columns.map(({ card: _card, ...column }) => column);
}
