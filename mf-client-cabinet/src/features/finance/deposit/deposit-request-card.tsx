import { Alert, Button, Card, Descriptions, Flex, QRCode, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { microToDecimal, type Deposit } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { CopyButton } from '../../../components/copy-button';
import { useCabinetT } from '../../../i18n';
import { formatRate } from '../../../money/format';
import { Money } from '../../../money/money';
import { DepositStatusTag } from './deposit-status-tag';
import { PaidForm } from './paid-form';
import { PaymentTimer } from './payment-timer';

export interface ShownRequest {
  deposit: Deposit;
  /** Server clock minus device clock, for the timer (0 when unknown). */
  offsetMs: number;
}

interface Props {
  request: ShownRequest;
  onChange: (deposit: Deposit) => void;
  onNew: () => void;
}

/**
 * A top-up request: where and how much to pay (address with copy and QR code, network, amount,
 * rate, fee, GTC to be credited), the payment timer and "I have paid"; once paid, the
 * processing range.
 */
export function DepositRequestCard({ request: { deposit, offsetMs }, onChange, onNew }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  const awaiting = deposit.status === 'awaiting-payment';
  const range = t('money.minutes', {
    min: deposit.processingMinMinutes,
    max: deposit.processingMaxMinutes,
  });
  const amountText = formatMoney(deposit.amount, lang, 'USDT');

  return (
    <Card
      data-testid="deposit-request"
      title={
        <Space>
          {t('deposit.request.title', { id: deposit.id })}
          <DepositStatusTag status={deposit.status} />
        </Space>
      }
      extra={
        !awaiting || expired ? (
          <Button onClick={onNew}>{t('deposit.request.newRequest')}</Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        {awaiting && !expired && (
          <Alert
            type="info"
            showIcon
            title={t('deposit.request.sendExactly', {
              amount: amountText,
              network: deposit.network,
            })}
          />
        )}
        {awaiting && expired && (
          <Alert type="warning" showIcon title={t('deposit.request.expired')} />
        )}
        {deposit.status === 'pending' && (
          <Alert type="success" showIcon title={t('deposit.request.pendingText', { range })} />
        )}
        <Flex gap={24} wrap align="center">
          <div role="img" aria-label={t('deposit.request.qrLabel')} data-testid="deposit-qr">
            <QRCode value={deposit.walletAddress} type="svg" size={168} />
          </div>
          <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text type="secondary">{t('deposit.request.address')}</Typography.Text>
            <Typography.Text
              code
              data-testid="deposit-address"
              style={{ fontSize: 15, wordBreak: 'break-all' }}
            >
              {deposit.walletAddress}
            </Typography.Text>
            <Space wrap>
              <CopyButton text={deposit.walletAddress} label={t('deposit.request.address')} />
              <CopyButton
                text={microToDecimal(deposit.amount)}
                label={t('deposit.request.amount')}
              />
            </Space>
          </Flex>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'network', label: t('deposit.request.network'), children: deposit.network },
            {
              key: 'amount',
              label: t('deposit.request.amount'),
              children: <Money micro={deposit.amount} currency="USDT" strong />,
            },
            {
              key: 'rate',
              label: t('deposit.request.rate'),
              children: t('deposit.info.rateValue', {
                rate: formatRate(deposit.gtcPerUsdtPpm, lang),
              }),
            },
            {
              key: 'fee',
              label: t('deposit.request.fee'),
              children: <Money micro={deposit.fee} currency="USDT" />,
            },
            {
              key: 'credit',
              label: t('deposit.request.credit'),
              children: <Money micro={deposit.credit} currency="GTC" strong />,
            },
          ]}
        />
        {awaiting && (
          <>
            <PaymentTimer expiresAt={deposit.expiresAt} offsetMs={offsetMs} onExpired={onExpired} />
            <Typography.Text type="secondary">
              {t('deposit.request.processing', { range })}
            </Typography.Text>
            <PaidForm deposit={deposit} disabled={expired} onPaid={onChange} />
          </>
        )}
      </Flex>
    </Card>
  );
}
