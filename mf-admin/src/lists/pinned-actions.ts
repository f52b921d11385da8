import type { TableColumnsType } from 'antd';

/**
 * The actions column (key `actions`) stays in view at the right edge while a wide table scrolls
 * sideways, so View/Edit/Process are never hidden behind the other columns.
 */
export function withPinnedActions<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) =>
    column.key === 'actions' ? { fixed: 'right' as const, ...column } : column,
  );
}
