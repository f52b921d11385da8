import { Button, Empty, Result, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import type { PagedQuery } from '../hooks/use-paged-query';
import { useCabinetT } from '../i18n';

interface PagedTableProps<T> {
  list: PagedQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** A text (shown as an empty state) or a whole empty state. */
  empty: ReactNode;
  loadFailed: string;
  testId?: string;
}

/** A server-paged table: a failed load shows its translated error with Retry. */
export function PagedTable<T extends object>({
  list,
  columns,
  rowKey,
  empty,
  loadFailed,
  testId,
}: PagedTableProps<T>) {
  const { t } = useCabinetT();
  const { query } = list;
  const loading = query.isFetching;
  if (query.isError && !loading) {
    return (
      <Result
        status="warning"
        title={loadFailed}
        extra={
          <>
            <ErrorAlert error={query.error} />
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      columns={columns}
      dataSource={query.data?.items ?? []}
      loading={loading}
      locale={{
        emptyText: loading ? (
          ' '
        ) : typeof empty === 'string' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        ) : (
          empty
        ),
      }}
      scroll={{ x: 'max-content' }}
      size="middle"
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: list.setPage,
      }}
    />
  );
}
