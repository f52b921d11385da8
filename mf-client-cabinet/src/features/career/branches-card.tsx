import { Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { CareerProgress } from 'shared-api';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

interface Branch {
  n: number;
  volume: string;
}

/**
 * The branches after the main one, largest first; with a next status, those reaching its
 * secondary-branch threshold are marked.
 */
export function BranchesCard({ progress }: { progress: CareerProgress }) {
  const { t } = useCabinetT();
  const threshold = progress.next ? BigInt(progress.next.secondaryThreshold) : null;
  const columns = useMemo<TableColumnsType<Branch>>(
    () => [
      { key: 'n', render: (_, b) => t('career.branches.branchN', { n: b.n }) },
      {
        key: 'volume',
        align: 'right',
        render: (_, b) => <Money micro={b.volume} currency="GTC" strong />,
      },
      {
        key: 'reaches',
        render: (_, b) =>
          threshold !== null && BigInt(b.volume) >= threshold ? (
            <Tag color="success">{t('career.branches.reaches')}</Tag>
          ) : null,
      },
    ],
    [t, threshold],
  );
  return (
    <Card
      title={
        <Space>
          <Icon name="apartment" />
          {t('career.branches.title')}
        </Space>
      }
      data-testid="secondary-branches"
      style={{ height: '100%' }}
    >
      <Table<Branch>
        rowKey="n"
        size="small"
        showHeader={false}
        columns={columns}
        dataSource={progress.figures.secondaryBranches.map((volume, i) => ({ volume, n: i + 1 }))}
        pagination={false}
        locale={{ emptyText: t('career.branches.empty') }}
      />
    </Card>
  );
}
