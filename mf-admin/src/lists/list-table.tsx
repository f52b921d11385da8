import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import type { Page } from 'shared-api';
import { useAdminT } from '../i18n';
import { LoadFailed } from './load-failed';
import { withPinnedActions } from './pinned-actions';
import { retryOf, shownError, type QueryState } from './query-state';
import { isSortField, PAGE_SIZES, type ListSpec, type ListState } from './list-query';
import type { ListPatch } from './use-list-query';

export interface ListTableProps<T, S extends string, F extends string> {
  spec: ListSpec<S, F>;
  query: ListState<S, F>;
  update: (patch: ListPatch<S, F>) => void;
  columns: TableColumnsType<T>;
  page: QueryState<Page<T>>;
  /** Shown when the page is empty (no rows, or none matching). */
  empty: ReactNode;
  loadFailed: string;
  /** A field holding a unique key, or how to make one from a row. */
  rowKey: (keyof T & string) | ((row: T) => Key);
}

/**
 * A server-paged table (react-admin's Datagrid): paging and sorting go to the URL state, a failed
 * load shows its translated error with Retry.
 */
export function ListTable<T extends object, S extends string, F extends string>({
  spec,
  query,
  update,
  columns,
  page,
  empty,
  loadFailed,
  rowKey,
}: ListTableProps<T, S, F>) {
  const { t } = useAdminT();

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey;
      update({
        page: 1,
        sort:
          s?.order && isSortField(spec, field)
            ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' }
            : null,
      });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? query.pageSize;
      update({ pageSize, page: pageSize === query.pageSize ? (pagination.current ?? 1) : 1 });
    }
  };

  const error = shownError(page);
  if (error) return <LoadFailed title={loadFailed} error={error} onRetry={retryOf(page)} />;

  return (
    <Table<T>
      rowKey={rowKey}
      columns={withPinnedActions(columns)}
      dataSource={page.data?.items ?? []}
      loading={page.isFetching}
      onChange={onChange}
      locale={{ emptyText: page.isFetching ? ' ' : empty }}
      // Scrolls sideways only with rows to show: an empty scroll region holds nothing a keyboard
      // could focus to scroll it (axe scrollable-region-focusable).
      scroll={page.data?.items.length ? { x: 'max-content' } : undefined}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total: page.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZES],
        showTotal: (total) => t('list.total', { total }),
      }}
    />
  );
}
