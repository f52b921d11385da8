import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import type { PagedQuery } from '../hooks/use-paged-query';
import { useCabinetT } from '../i18n';
import type { CardColumns } from './card-columns';
import { ResponsiveTable } from './responsive-table';

interface PagedTableProps<T> {
  list: PagedQuery<T>;
  columns: CardColumns<T>;
  rowKey: keyof T & string;
  /** A text (shown as an empty state) or a whole empty state. */
  empty: ReactNode;
  loadFailed: string;
  testId?: string;
}

/**
 * A server-paged table (cards on a phone): a failed load shows its translated error with Retry.
 */
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
    <ResponsiveTable<T>
      testId={testId}
      rowKey={rowKey}
      columns={columns}
      dataSource={query.data?.items ?? []}
      loading={loading}
      empty={empty}
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
