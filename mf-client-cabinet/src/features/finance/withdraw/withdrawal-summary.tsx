import { Descriptions } from 'antd';
import type { Currency, WithdrawalInfo } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { formatBp } from '../../../money/format';
import { Money } from '../../../money/money';
import { withdrawalQuote } from './withdrawal-quote';

interface Props {
  /** GTC micro-units. */
  amount: bigint;
  currency: Currency;
  info: Pick<WithdrawalInfo, 'feeBp' | 'gtcPerUsdtPpm'>;
  /** The confirmation repeats the amount and the wallet; the live summary sits under them. */
  confirming?: boolean;
  wallet?: string;
}

/** The fee and the amount to receive of a withdrawal (business rules: shown before confirming). */
export function WithdrawalSummary({ amount, currency, info, confirming = false, wallet }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const { fee, toReceive } = withdrawalQuote(amount, currency, info);
  const items = [
    {
      key: 'fee',
      label: t('withdraw.form.fee', { percent: formatBp(info.feeBp[currency], lang) }),
      children: (
        <span data-testid={confirming ? undefined : 'withdraw-fee'}>
          <Money micro={fee} currency="GTC" />
        </span>
      ),
    },
    {
      key: 'receive',
      label: t('withdraw.form.receive'),
      children: (
        <span data-testid={confirming ? undefined : 'withdraw-receive'}>
          <Money micro={toReceive} currency={currency} strong />
        </span>
      ),
    },
  ];
  if (!confirming) return <Descriptions column={1} size="small" items={items} />;
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="withdraw-confirm"
      items={[
        {
          key: 'amount',
          label: t('withdraw.form.amount'),
          children: <Money micro={amount} currency="GTC" />,
        },
        ...items,
        ...(wallet && currency === 'USDT'
          ? [{ key: 'wallet', label: t('withdraw.form.wallet'), children: wallet }]
          : []),
      ]}
    />
  );
}
