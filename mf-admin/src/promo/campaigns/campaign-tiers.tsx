import { Table } from 'antd';
import type { PromoCampaign } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useAdminT, type AdminKeysUnder } from '../../i18n';
import { MoneyText } from '../../money';

type Tier = PromoCampaign['tiers'][number];

/** A campaign's levels: the first-line turnover each asks for and its prize. */
export function CampaignTiers({ campaign }: { campaign: PromoCampaign }) {
  const { t } = useAdminT();
  const localized = useLocalized();
  const title = (field: AdminKeysUnder<'promo.campaigns.columns'>) =>
    t(`promo.campaigns.columns.${field}`);
  return (
    <Table<Tier>
      size="small"
      rowKey="level"
      pagination={false}
      dataSource={[...campaign.tiers].sort((a, b) => a.level - b.level)}
      columns={[
        { key: 'level', dataIndex: 'level', title: t('promo.columns.level'), width: 80 },
        {
          key: 'threshold',
          title: title('threshold'),
          align: 'right',
          render: (_: unknown, tier: Tier) => <MoneyText micro={tier.threshold} currency="GTC" />,
        },
        {
          key: 'prize',
          title: title('prize'),
          render: (_: unknown, tier: Tier) => localized(tier.prizeI18n),
        },
      ]}
    />
  );
}
