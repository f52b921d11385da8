import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { type NetworkStatuses, networkStatusesQueryOptions } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { Icon } from '../../components/icon';
import type { CardColumns } from '../../components/card-columns';
import { LoadState } from '../../components/load-state';
import { ShortTable } from '../../components/short-table';
import { useCabinetT } from '../../i18n';

type Line = NetworkStatuses['lines'][number];

/** Statuses are shown to depth 6 (spec §9): every line has a row, empty ones with zeros. */
const DEPTH = 6;

function allLines(lines: readonly Line[]): Line[] {
  return Array.from(
    { length: DEPTH },
    (_, i) =>
      lines.find((l) => l.line === i + 1) ?? {
        line: i + 1,
        total: 0,
        active: 0,
        careerStatuses: {},
        careerStatusCounts: [],
      },
  );
}

/**
 * Career statuses of a line as "Bronze: 2" tags in the user's language, in the server's (rank)
 * order; keyed by the plain catalogue name, which does not change with the language.
 */
function CareerStatusTags({ counts }: { counts: Line['careerStatusCounts'] }) {
  const localized = useLocalized();
  const entries = counts.filter((c) => c.count > 0);
  if (entries.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {entries.map((c) => (
        <Tag key={c.status} color="warning">
          {localized(c.statusI18n)}: {c.count}
        </Tag>
      ))}
    </Flex>
  );
}

/** Spec §2/§9: partner statuses per line of the structure, down to depth 6. */
export function NetworkStatusesCard() {
  const { t } = useCabinetT();
  const statuses = useQuery(networkStatusesQueryOptions());
  const columns = useMemo<CardColumns<Line>>(
    () => [
      {
        key: 'line',
        title: t('networkStatuses.line'),
        render: (_, row) => t('partners.lineN', { line: row.line }),
      },
      { key: 'total', title: t('networkStatuses.total'), dataIndex: 'total', align: 'right' },
      { key: 'active', title: t('networkStatuses.active'), dataIndex: 'active', align: 'right' },
      {
        key: 'career',
        title: t('networkStatuses.careerStatuses'),
        render: (_, row) => <CareerStatusTags counts={row.careerStatusCounts} />,
      },
    ],
    [t],
  );
  return (
    <LoadState state={statuses} failedTitle={t('networkStatuses.loadFailed')}>
      {(data) => (
        <Card
          title={
            <Space>
              <Icon name="team" />
              {t('networkStatuses.title')}
            </Space>
          }
          data-testid="network-statuses"
          style={{ height: '100%' }}
        >
          <ShortTable<Line>
            rowKey="line"
            columns={columns}
            dataSource={allLines(data.lines)}
            cardsOnPhone={false}
          />
        </Card>
      )}
    </LoadState>
  );
}
