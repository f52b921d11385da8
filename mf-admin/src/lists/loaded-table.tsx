import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadFailed } from './load-failed';

interface LoadedTableProps<T> {
  /** The `useLoad` result of the whole list. */
  rows: { data?: readonly T[]; error?: unknown; loading: boolean; reload: () => void };
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
  if (rows.error) return <LoadFailed title={loadFailed} error={rows.error} onRetry={rows.reload} />;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows.data ? [...rows.data] : []}
      loading={rows.loading}
      locale={{ emptyText: rows.loading ? ' ' : <Empty description={empty} /> }}
      scroll={{ x: 'max-content' }}
      pagination={false}
      expandable={expandable}
    />
  );
}
