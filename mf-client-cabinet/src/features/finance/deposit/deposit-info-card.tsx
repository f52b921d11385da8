import { Card, Descriptions } from 'antd';
import type { DepositInfo } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { formatBp, formatRate } from '../../../money/format';
import { Money } from '../../../money/money';

/** The terms of a top-up before a request exists (business rules, Finance operations). */
export function DepositInfoCard({ info }: { info: DepositInfo }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Card title={t('deposit.info.title')} data-testid="deposit-info">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'network', label: t('deposit.info.network'), children: info.network },
          {
            key: 'min',
            label: t('deposit.info.min'),
            children: <Money micro={info.minAmount} currency={info.currency} />,
          },
          { key: 'fee', label: t('deposit.info.fee'), children: formatBp(info.feeBp, lang) },
          {
            key: 'rate',
            label: t('deposit.info.rate'),
            children: t('deposit.info.rateValue', { rate: formatRate(info.gtcPerUsdtPpm, lang) }),
          },
          {
            key: 'timer',
            label: t('deposit.info.timer'),
            children: t('deposit.info.timerValue', { count: info.paymentMinutes }),
          },
          {
            key: 'processing',
            label: t('deposit.info.processing'),
            children: t('money.minutes', {
              min: info.processingMinMinutes,
              max: info.processingMaxMinutes,
            }),
          },
        ]}
      />
    </Card>
  );
}
