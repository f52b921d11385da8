import { Card, Space } from 'antd';
import { useMemo } from 'react';
import { pickLanguage, type CareerProgress } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../components/card-columns';
import { Icon } from '../../components/icon';
import { ResponsiveTable } from '../../components/responsive-table';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

type Award = CareerProgress['awards'][number];

/** The statuses awarded so far, each with its one-time reward. */
export function AwardsCard({ awards }: { awards: Award[] }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<Award>>(
    () => [
      {
        key: 'status',
        title: t('career.awards.status'),
        card: 'title',
        render: (_, a) => pickLanguage(a.statusI18n, lang),
      },
      {
        key: 'date',
        title: t('career.awards.date'),
        card: 'meta',
        render: (_, a) => formatDate(a.awardedAt, lang),
      },
      {
        key: 'reward',
        title: t('career.awards.reward'),
        card: 'amount',
        align: 'right',
        render: (_, a) => <Money micro={a.reward} currency="GTC" strong />,
      },
    ],
    [t, lang],
  );
  return (
    <Card
      title={
        <Space>
          <Icon name="star" />
          {t('career.awards.title')}
        </Space>
      }
      data-testid="career-awards"
    >
      <ResponsiveTable<Award>
        rowKey="status"
        size="small"
        columns={columns}
        dataSource={awards}
        empty={t('career.awards.empty')}
      />
    </Card>
  );
}
