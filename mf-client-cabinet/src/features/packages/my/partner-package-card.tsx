import { Card, Descriptions, Progress, Space } from 'antd';
import { Link } from 'react-router-dom';
import { pickLanguage, type PartnerPackage } from 'shared-api';
import { formatDate, formatMoney, hrefOf, useBasePath, useLanguage } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { PackageStatusTag } from './package-status-tag';

/**
 * One of my packages (spec §3): status, purchase and finish dates, days left, the next credit,
 * what it earned so far and its progress through the accruals.
 */
export function PartnerPackageCard({ item }: { item: PartnerPackage }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const base = useBasePath();
  const percent =
    item.accrualsTotal > 0 ? Math.floor((item.accrualsDone * 100) / item.accrualsTotal) : 0;
  const nextCredit =
    item.nextCreditAt && item.nextCreditAmount
      ? t('myPackages.nextCreditValue', {
          amount: formatMoney(item.nextCreditAmount, lang, 'GTC'),
          date: formatDate(item.nextCreditAt, lang, true),
        })
      : '—';

  return (
    <Card
      data-testid={`my-package-${item.id}`}
      title={
        <Space>
          {pickLanguage(item.package.nameI18n, lang)}
          <PackageStatusTag status={item.status} />
        </Space>
      }
      extra={
        item.status === 'active' ? (
          <Link to={hrefOf(base, 'invest-package')}>{t('myPackages.upgrade')}</Link>
        ) : null
      }
      style={{ height: '100%' }}
    >
      <Progress
        aria-label={t('myPackages.progress')}
        percent={percent}
        status={item.status === 'active' ? 'active' : 'normal'}
        format={() =>
          t('myPackages.progressValue', { done: item.accrualsDone, total: item.accrualsTotal })
        }
        style={{ marginBottom: 12 }}
      />
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'paid',
            label: t('myPackages.paid'),
            children: <Money micro={item.paid} currency="GTC" />,
          },
          {
            key: 'purchasedAt',
            label: t('myPackages.purchasedAt'),
            children: formatDate(item.purchasedAt, lang),
          },
          {
            key: 'finishAt',
            label: t('myPackages.finishAt'),
            children: formatDate(item.finishAt, lang),
          },
          { key: 'remaining', label: t('myPackages.remainingDays'), children: item.remainingDays },
          { key: 'next', label: t('myPackages.nextCredit'), children: nextCredit },
          {
            key: 'earned',
            label: t('myPackages.totalEarned'),
            children: (
              <>
                <Money micro={item.totalEarned} currency="GTC" strong /> /{' '}
                <Money micro={item.totalIncome} currency="GTC" />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
