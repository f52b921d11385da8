import type { InvestmentPackage } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { percentText } from '../money';

/** Daily income as a percentage of the price: 45 bp → "0.45%". */
export function DailyIncome({ bp }: { bp: number }) {
  const lang = useLanguage();
  return <span>{percentText(bp, lang)}</span>;
}

/** Period of work plus additional days: "300 + 10 days". */
export function PackagePeriod({
  pkg,
}: {
  pkg: Pick<InvestmentPackage, 'periodDays' | 'additionalDays'>;
}) {
  const { t } = useAdminT();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t('packages.periodText', { period: pkg.periodDays, additional: pkg.additionalDays })}
    </span>
  );
}
