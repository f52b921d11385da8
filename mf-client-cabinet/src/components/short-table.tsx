import { Empty, theme } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useIsMobile } from 'shared-ui';
import { cellOf, labelOf, type CardColumns } from './card-columns';
import { CardRows } from './card-rows';

export interface ShortTableProps<T> {
  columns: CardColumns<T>;
  /** A few rows, all shown: no paging, sorting or filters. */
  dataSource: readonly T[];
  rowKey: keyof T & string;
  /** Shown as an empty state when there are no rows. */
  empty?: string;
  /** On phones, each row as a card (ResponsiveTable's way); false keeps the table, scrolling. */
  cardsOnPhone?: boolean;
  testId?: string;
}

/**
 * A short list of rows for the dashboard, drawn like antd's small Table (its tokens: header
 * tint, 8 px cells, hairline rows, rounded header, hover tint) and, on phones, as cards like
 * ResponsiveTable unless told otherwise. antd's Table imports its filter tree, dropdowns, checkboxes and paging with
 * its select: the first screen after sign-in would download them all for a few rows.
 */
export function ShortTable<T extends object>(props: ShortTableProps<T>) {
  const phone = useIsMobile();
  const { columns, dataSource, rowKey, empty, testId, cardsOnPhone = true } = props;
  const emptyNode = empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  if (phone && cardsOnPhone) {
    if (dataSource.length === 0) return emptyNode;
    return <CardRows columns={columns} rows={dataSource} rowKey={rowKey} testId={testId} />;
  }
  return <RowTable {...props} emptyNode={emptyNode} />;
}

function RowTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  testId,
  emptyNode,
}: Omit<ShortTableProps<T>, 'cardsOnPhone'> & { emptyNode: ReactNode }) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState<string>();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const radius = token.borderRadiusLG;
  const cell: CSSProperties = {
    position: 'relative',
    padding: token.paddingXS,
    overflowWrap: 'break-word',
    borderBottom: border,
    transition: `background-color ${token.motionDurationMid}`,
  };
  return (
    <div
      data-testid={testId}
      style={{
        overflowX: 'auto',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        borderRadius: `${radius}px ${radius}px 0 0`,
      }}
    >
      <table
        style={{
          width: 'max-content',
          minWidth: '100%',
          textAlign: 'start',
          borderCollapse: 'separate',
          borderSpacing: 0,
          borderRadius: `${radius}px ${radius}px 0 0`,
        }}
      >
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={column.key}
                scope="col"
                style={{
                  ...cell,
                  textAlign: column.align ?? 'start',
                  color: token.colorTextHeading,
                  fontWeight: token.fontWeightStrong,
                  background: token.colorFillAlter,
                  borderStartStartRadius: i === 0 ? radius : undefined,
                  borderStartEndRadius: i === columns.length - 1 ? radius : undefined,
                }}
              >
                {labelOf(column)}
                {i < columns.length - 1 && (
                  // antd's split line between header cells.
                  <span
                    aria-hidden
                    style={{
                      position: 'absolute',
                      top: '50%',
                      insetInlineEnd: 0,
                      width: 1,
                      height: '1.6em',
                      background: token.colorBorderSecondary,
                      transform: 'translateY(-50%)',
                    }}
                  />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataSource.map((record, index) => {
            const key = String(record[rowKey]);
            const background = hovered === key ? token.colorFillAlter : undefined;
            return (
              <tr
                key={key}
                onMouseEnter={() => setHovered(key)}
                onMouseLeave={() => setHovered(undefined)}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    style={{ ...cell, textAlign: column.align ?? 'start', background }}
                  >
                    {cellOf(column, record, index)}
                  </td>
                ))}
              </tr>
            );
          })}
          {dataSource.length === 0 && (
            <tr>
              <td
                colSpan={columns.length}
                style={{ ...cell, textAlign: 'center', color: token.colorTextDisabled }}
              >
                {emptyNode}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
