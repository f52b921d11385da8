import { Card, Space, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { pickLanguage, type CareerProgress } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

type Award = CareerProgress['awards'][number];

/** The statuses awarded so far, each with its one-time reward. */
export function AwardsCard({ awards }: { awards: Award[] }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<TableColumnsType<Award>>(
    () => [
      {
        key: 'status',
        title: t('career.awards.status'),
        render: (_, a) => pickLanguage(a.statusI18n, lang),
      },
      {
        key: 'date',
        title: t('career.awards.date'),
        render: (_, a) => formatDate(a.awardedAt, lang),
      },
      {
        key: 'reward',
        title: t('career.awards.reward'),
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
      <Table<Award>
        rowKey="status"
        size="small"
        columns={columns}
        dataSource={awards}
        pagination={false}
        locale={{ emptyText: t('career.awards.empty') }}
      />
    </Card>
  );
}
