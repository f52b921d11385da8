import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { InvestmentPackage } from 'shared-api';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';

const byPrice = (a: InvestmentPackage, b: InvestmentPackage) =>
  BigInt(a.price) < BigInt(b.price) ? -1 : BigInt(a.price) > BigInt(b.price) ? 1 : 0;

/** The daily binary reward limit of each catalogue package, cheapest first. */
export function RewardLimitTable({ packages }: { packages: InvestmentPackage[] }) {
  const { t } = useCabinetT();
  const columns = useMemo<TableColumnsType<InvestmentPackage>>(
    () => [
      { key: 'name', title: t('binary.about.package'), dataIndex: 'name' },
      {
        key: 'price',
        title: t('binary.about.price'),
        align: 'right',
        render: (_, p) => <Money micro={p.price} currency="GTC" />,
      },
      {
        key: 'limit',
        title: t('binary.about.dailyLimit'),
        align: 'right',
        render: (_, p) => <Money micro={p.binaryDailyLimit} currency="GTC" strong />,
      },
    ],
    [t],
  );
  return (
    <Table<InvestmentPackage>
      data-testid="reward-limit-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...packages].sort(byPrice)}
      pagination={false}
      locale={{ emptyText: t('packages.empty') }}
    />
  );
}
