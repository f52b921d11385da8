import { Card } from 'antd';
import { useMemo } from 'react';
import type { BinaryStatistics } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';

type Close = BinaryStatistics['closes'][number];

/** The daily closes of the period: matched volume, bonus paid and the part cut by the limit. */
export function ClosesTable({ closes, loading }: { closes: Close[]; loading: boolean }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<Close>>(
    () => [
      {
        key: 'date',
        title: t('binary.statistic.closes.date'),
        card: 'title',
        render: (_, c) => formatDate(`${c.date.slice(0, 10)}T00:00:00Z`, lang),
      },
      {
        key: 'matched',
        title: t('binary.statistic.closes.matched'),
        align: 'right',
        render: (_, c) => <Money micro={c.matched} currency="GTC" />,
      },
      {
        key: 'bonus',
        title: t('binary.statistic.closes.bonus'),
        card: 'amount',
        align: 'right',
        render: (_, c) => <Money micro={c.bonus} currency="GTC" strong />,
      },
      {
        key: 'notAccrued',
        title: t('binary.statistic.closes.notAccrued'),
        align: 'right',
        render: (_, c) => <Money micro={c.notAccrued} currency="GTC" />,
      },
    ],
    [t, lang],
  );
  return (
    <Card title={t('binary.statistic.closes.title')}>
      <ResponsiveTable<Close>
        testId="closes-table"
        rowKey="date"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={closes}
        pagination={closes.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        empty={t('binary.statistic.closes.empty')}
      />
    </Card>
  );
}
