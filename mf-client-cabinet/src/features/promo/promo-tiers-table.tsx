import { Tag } from 'antd';
import { useMemo } from 'react';
import type { PromoCampaign } from 'shared-api';
import { useLocalized } from 'shared-ui';
import type { CardColumns } from '../../components/card-columns';
import { ResponsiveTable } from '../../components/responsive-table';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

type Tier = PromoCampaign['tiers'][number];

/** The campaign's levels: first-line turnover to reach and the prize; reached ones are marked. */
export function PromoTiersTable({ tiers, level }: { tiers: Tier[]; level: number }) {
  const { t } = useCabinetT();
  const localized = useLocalized();
  const columns = useMemo<CardColumns<Tier>>(
    () => [
      {
        key: 'level',
        title: t('promo.tiers.level'),
        card: 'title',
        render: (_, tier) => t('promo.tiers.levelN', { level: tier.level }),
      },
      {
        key: 'threshold',
        title: t('promo.tiers.threshold'),
        card: 'amount',
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
        card: 'status',
        render: (_, tier) =>
          tier.level <= level ? <Tag color="success">{t('promo.tiers.reached')}</Tag> : null,
      },
    ],
    [t, level, localized],
  );
  return (
    <ResponsiveTable<Tier>
      testId="promo-tiers"
      rowKey="level"
      size="small"
      columns={columns}
      dataSource={[...tiers].sort((a, b) => a.level - b.level)}
    />
  );
}
