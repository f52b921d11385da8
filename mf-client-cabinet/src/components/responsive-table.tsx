import { Empty, Flex, Pagination, Spin, Table, type TablePaginationConfig } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useIsMobile } from 'shared-ui';
import { tableColumns, type CardColumns } from './card-columns';
import { CardRows } from './card-rows';

export interface ResponsiveTableProps<T> {
  columns: CardColumns<T>;
  dataSource: readonly T[];
  rowKey: keyof T & string;
  loading?: boolean;
  /** A text (shown as an empty state) or a whole empty state. */
  empty?: ReactNode;
  /** With `total`: server pages; without: the rows are paged here. */
  pagination?: TablePaginationConfig | false;
  size?: 'small' | 'middle';
  showHeader?: boolean;
  /** A highlighted row (e.g. the partner's own career status). */
  selected?: (record: T) => boolean;
  testId?: string;
}

/**
 * A table at ≥ md; below it (phones) each row is a card, so no key column scrolls out of sight.
 * The columns say where each cell goes on a card (`CardColumn.card`); paging, loading and the
 * empty state are the same in both.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const phone = useIsMobile();
  const { columns, dataSource, rowKey, loading = false, empty, pagination = false } = props;
  const emptyNode =
    typeof empty === 'string' ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
    ) : (
      empty
    );
  const forTable = useMemo(() => tableColumns(columns), [columns]);
  if (phone) return <CardList {...props} emptyNode={emptyNode} />;
  return (
    <Table<T>
      data-testid={props.testId}
      rowKey={rowKey}
      columns={forTable}
      dataSource={dataSource}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : emptyNode }}
      scroll={{ x: 'max-content' }}
      size={props.size ?? 'middle'}
      showHeader={props.showHeader}
      rowClassName={(r) => (props.selected?.(r) ? 'ant-table-row-selected' : '')}
      pagination={pagination}
    />
  );
}

function CardList<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  pagination = false,
  selected,
  testId,
  emptyNode,
}: ResponsiveTableProps<T> & { emptyNode: ReactNode }) {
  const [localPage, setLocalPage] = useState(1);
  const serverPaged = pagination !== false && pagination.total !== undefined;
  const pageSize = (pagination !== false && pagination.pageSize) || 10;
  const page = serverPaged ? (pagination.current ?? 1) : localPage;
  const total = serverPaged ? (pagination.total ?? 0) : dataSource.length;
  const rows =
    pagination === false || serverPaged
      ? dataSource
      : dataSource.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Flex vertical gap={12}>
      <Spin spinning={loading}>
        <CardRows
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          selected={selected}
          testId={testId}
        />
        {rows.length === 0 && !loading && emptyNode}
      </Spin>
      {pagination !== false && total > (serverPaged ? 0 : pageSize) && (
        <Pagination
          align="center"
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={pagination.showSizeChanger}
          pageSizeOptions={pagination.pageSizeOptions}
          onChange={(next, size) => {
            if (serverPaged) pagination.onChange?.(next, size);
            else setLocalPage(next);
          }}
        />
      )}
    </Flex>
  );
}
