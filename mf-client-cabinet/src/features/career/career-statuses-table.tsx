import { useMemo } from 'react';
import { pickLanguage, type CareerStatus } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../components/card-columns';
import { ResponsiveTable } from '../../components/responsive-table';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

const money =
  (key: 'personal' | 'firstLine' | 'mainBranch' | 'side' | 'reward' | 'mentorReward') =>
  (_: unknown, s: CareerStatus) => <Money micro={s[key]} />;

/** Every career status by rank with its thresholds, reward and mentor reward (GTC). */
export function CareerStatusesTable({
  statuses,
  current,
}: {
  statuses: CareerStatus[];
  /** The partner's status, highlighted. */
  current?: number | null;
}) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<CareerStatus>>(
    () => [
      {
        key: 'name',
        title: t('career.columns.status'),
        card: 'title',
        render: (_, s) => pickLanguage(s.nameI18n, lang),
        fixed: 'left',
      },
      {
        key: 'personal',
        title: t('career.columns.personal'),
        align: 'right',
        render: money('personal'),
      },
      {
        key: 'firstLine',
        title: t('career.columns.firstLine'),
        align: 'right',
        render: money('firstLine'),
      },
      {
        key: 'mainBranch',
        title: t('career.columns.mainBranch'),
        align: 'right',
        render: money('mainBranch'),
      },
      {
        key: 'secondary',
        title: t('career.columns.secondary'),
        align: 'right',
        render: (_, s) =>
          t('career.secondaryTimes', {
            branches: s.secondaryBranches,
            amount: formatMoney(s.secondaryThreshold, lang),
          }),
      },
      { key: 'side', title: t('career.columns.side'), align: 'right', render: money('side') },
      {
        key: 'reward',
        title: t('career.columns.reward'),
        align: 'right',
        render: money('reward'),
      },
      {
        key: 'mentorReward',
        title: t('career.columns.mentorReward'),
        align: 'right',
        render: money('mentorReward'),
      },
    ],
    [t, lang],
  );
  return (
    <ResponsiveTable<CareerStatus>
      testId="career-statuses"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...statuses].sort((a, b) => a.rank - b.rank)}
      selected={(s) => s.id === current}
      empty={t('career.empty')}
    />
  );
}
