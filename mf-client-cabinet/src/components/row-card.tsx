import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { cellOf, labelOf, type CardColumns, type CardRole } from './card-columns';

interface Props<T> {
  columns: CardColumns<T>;
  record: T;
  index: number;
  selected?: boolean;
}

const roleOf = <T,>(column: CardColumns<T>[number]): CardRole => column.card ?? 'line';

/** One row of a table as a card: title and amount on top, then labelled lines, then actions. */
export function RowCard<T>({ columns, record, index, selected = false }: Props<T>) {
  const cells = (role: CardRole): { key: string; label: ReactNode; node: ReactNode }[] =>
    columns
      .filter((c) => roleOf(c) === role)
      .map((c) => ({ key: c.key, label: labelOf(c), node: cellOf(c, record, index) }))
      // An empty cell, or the tables' "—" (no value) beside a heading, is left out of the card.
      .filter(({ node }) => node !== null && node !== undefined && node !== '')
      .filter(({ node }) => role === 'line' || node !== '—');
  const title = cells('title');
  const meta = cells('meta');
  const amount = cells('amount');
  const status = cells('status');
  const lines = cells('line');
  const actions = cells('actions');

  return (
    <Card
      size="small"
      style={selected ? { borderColor: 'var(--ant-color-primary)' } : undefined}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={12}>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
          {title.map(({ key, node }) => (
            <Typography.Text key={key} strong>
              {node}
            </Typography.Text>
          ))}
          {meta.map(({ key, node }) => (
            <Typography.Text key={key} type="secondary" style={{ fontSize: 13 }}>
              {node}
            </Typography.Text>
          ))}
        </Flex>
        {(amount.length > 0 || status.length > 0) && (
          <Flex vertical align="end" gap={4} style={{ flexShrink: 0, textAlign: 'right' }}>
            {amount.map(({ key, node }) => (
              <span key={key} style={{ fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {node}
              </span>
            ))}
            {status.length > 0 && (
              <Flex gap={4} wrap justify="end">
                {status.map(({ key, node }) => (
                  <span key={key}>{node}</span>
                ))}
              </Flex>
            )}
          </Flex>
        )}
      </Flex>
      {lines.length > 0 && (
        <dl style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {lines.map(({ key, label, node }) => (
            <Flex key={key} justify="space-between" align="baseline" gap={12} wrap>
              <dt style={{ color: 'var(--ant-color-text-secondary)', fontSize: 13 }}>{label}</dt>
              <dd style={{ margin: 0, minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
                {node}
              </dd>
            </Flex>
          ))}
        </dl>
      )}
      {actions.length > 0 && (
        <Flex gap={8} wrap justify="end">
          {actions.map(({ key, node }) => (
            <span key={key}>{node}</span>
          ))}
        </Flex>
      )}
    </Card>
  );
}
