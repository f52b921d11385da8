import { Descriptions } from 'antd';
import type { InvestmentPackage } from 'shared-api';
import { useIsMobile, useLanguage } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { formatBp } from '../../../money/format';
import { Money } from '../../../money/money';

/** The terms of a catalogue package (spec §3): daily %, period, levels, binary limit, income. */
export function PackageTerms({ pkg }: { pkg: InvestmentPackage }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const period = t('packages.periodDays', { count: pkg.periodDays });
  // On a phone the labels sit above their values: side by side, a long label (the binary daily
  // limit's) left the amount a column one character wide.
  const phone = useIsMobile();
  return (
    <Descriptions
      column={1}
      size="small"
      layout={phone ? 'vertical' : 'horizontal'}
      items={[
        {
          key: 'daily',
          label: t('packages.dailyIncome'),
          children: formatBp(pkg.dailyIncomeBp, lang),
        },
        {
          key: 'period',
          label: t('packages.period'),
          children:
            pkg.additionalDays > 0
              ? `${period} ${t('packages.additionalDays', { count: pkg.additionalDays })}`
              : period,
        },
        { key: 'levels', label: t('packages.linearLevels'), children: pkg.linearLevels },
        {
          key: 'binary',
          label: t('packages.binaryLimit'),
          children: <Money micro={pkg.binaryDailyLimit} currency="GTC" />,
        },
        {
          key: 'total',
          label: t('packages.totalIncome'),
          children: <Money micro={pkg.totalIncome} currency="GTC" strong />,
        },
      ]}
    />
  );
}
