import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { BinaryStatistics } from 'shared-api';
import { formatMoney, hrefOf, useBasePath, useLanguage } from 'shared-ui';
import { useCabinetT } from '../../../i18n';

/**
 * The binary bonus against the daily reward limit (business rules, Binary): approaching, reached
 * (with the way out: a package upgrade), or a part not accrued because the limit was exceeded.
 */
export function LimitStateAlert({ stats }: { stats: BinaryStatistics }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const base = useBasePath();
  const money = (micro: string) => formatMoney(micro, lang, 'GTC');
  const values = { projected: money(stats.projectedToday), limit: money(stats.rewardLimit) };

  switch (stats.limitState) {
    case 'approaching':
      return (
        <Alert
          type="warning"
          showIcon
          data-testid="limit-state"
          title={t('binary.statistic.limit.approaching')}
          description={t('binary.statistic.limit.approachingText', values)}
        />
      );
    case 'reached':
      return (
        <Alert
          type="error"
          showIcon
          data-testid="limit-state"
          title={t('binary.statistic.limit.reached')}
          description={t('binary.statistic.limit.reachedText', values)}
          action={
            <Link to={hrefOf(base, 'invest-package')}>{t('binary.statistic.limit.upgrade')}</Link>
          }
        />
      );
    case 'not-accrued':
      return (
        <Alert
          type="error"
          showIcon
          data-testid="limit-state"
          title={t('binary.statistic.limit.notAccrued', { amount: money(stats.notAccrued) })}
          description={t('binary.statistic.limit.notAccruedText')}
          action={
            <Link to={hrefOf(base, 'invest-package')}>{t('binary.statistic.limit.upgrade')}</Link>
          }
        />
      );
    default:
      return null;
  }
}
