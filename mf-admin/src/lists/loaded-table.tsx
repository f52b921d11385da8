import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadFailed } from './load-failed';
import { withPinnedActions } from './pinned-actions';
import { retryOf, shownError, type QueryState } from './query-state';

interface LoadedTableProps<T> {
  /** The query of the whole list. */
  rows: QueryState<readonly T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  loadFailed: string;
  /** The text of an empty list. */
  empty: string;
  expandable?: TableProps<T>['expandable'];
}

/** A short list the server sends whole (campaigns, career statuses): no paging, no URL state. */
export function LoadedTable<T extends object>({
  rows,
  columns,
  rowKey,
  loadFailed,
  empty,
  expandable,
}: LoadedTableProps<T>) {
  const error = shownError(rows);
  if (error) return <LoadFailed title={loadFailed} error={error} onRetry={retryOf(rows)} />;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={withPinnedActions(columns)}
      dataSource={rows.data ? [...rows.data] : []}
      loading={rows.isFetching}
      locale={{ emptyText: rows.isFetching ? ' ' : <Empty description={empty} /> }}
      scroll={rows.data?.length ? { x: 'max-content' } : undefined}
      pagination={false}
      expandable={expandable}
    />
  );
}
