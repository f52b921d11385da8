import { Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { PromoCampaign } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

type Tier = PromoCampaign['tiers'][number];

/** The campaign's levels: first-line turnover to reach and the prize; reached ones are marked. */
export function PromoTiersTable({ tiers, level }: { tiers: Tier[]; level: number }) {
  const { t } = useCabinetT();
  const localized = useLocalized();
  const columns = useMemo<TableColumnsType<Tier>>(
    () => [
      {
        key: 'level',
        title: t('promo.tiers.level'),
        render: (_, tier) => t('promo.tiers.levelN', { level: tier.level }),
      },
      {
        key: 'threshold',
        title: t('promo.tiers.threshold'),
        align: 'right',
        render: (_, tier) => <Money micro={tier.threshold} currency="GTC" />,
      },
      {
        key: 'prize',
        title: t('promo.tiers.prize'),
        render: (_, tier) => localized(tier.prizeI18n),
      },
      {
        key: 'reached',
        title: '',
        render: (_, tier) =>
          tier.level <= level ? <Tag color="success">{t('promo.tiers.reached')}</Tag> : null,
      },
    ],
    [t, level, localized],
  );
  return (
    <Table<Tier>
      data-testid="promo-tiers"
      rowKey="level"
      size="small"
      columns={columns}
      dataSource={[...tiers].sort((a, b) => a.level - b.level)}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
