import { Button, Empty, Result, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import type { PagedList } from '../hooks/use-paged-list';
import { useCabinetT } from '../i18n';

interface PagedTableProps<T> {
  list: Pick<PagedList<T>, 'data' | 'error' | 'loading' | 'reload' | 'page' | 'pageSize'>;
  onPage: (page: number, pageSize: number) => void;
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
  onPage,
  columns,
  rowKey,
  empty,
  loadFailed,
  testId,
}: PagedTableProps<T>) {
  const { t } = useCabinetT();
  if (list.error) {
    return (
      <Result
        status="warning"
        title={loadFailed}
        extra={
          <>
            <ErrorAlert error={list.error} />
            <Button type="primary" onClick={list.reload}>
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
      dataSource={list.data?.items ?? []}
      loading={list.loading}
      locale={{
        emptyText: list.loading ? (
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
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: onPage,
      }}
    />
  );
}
