import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import type { WithdrawalInfo } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { useCountdown } from '../../../hooks/use-countdown';
import { useCabinetT } from '../../../i18n';
import { formatCountdown } from '../../../money/format';
import { Money } from '../../../money/money';
import { dailyLimitLeft } from './withdrawal-quote';

interface Props {
  info: WithdrawalInfo;
  /** Server clock minus device clock (see loadWithdrawalInfo). */
  offsetMs: number;
  balance: string;
  /** The window opened or closed: time to ask the server again. */
  onElapsed: () => void;
}

/**
 * Whether withdrawals are open now, until when or when the next window opens (with a countdown
 * in server time), the withdrawal days, and the amounts that bound a request.
 */
export function WithdrawWindow({ info, offsetMs, balance, onElapsed }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const left = useCountdown(info.open ? info.windowEnd : info.windowStart, offsetMs);
  const countdown = t('withdraw.window.countdown', {
    time: formatCountdown(left, (count) => t('money.days', { count })),
  });

  useEffect(() => {
    if (left === 0) onElapsed();
  }, [left, onElapsed]);

  return (
    <Card data-testid="withdraw-window">
      <Flex vertical gap={16}>
        {info.open ? (
          <Alert
            type="success"
            showIcon
            title={t('withdraw.window.open')}
            description={`${t('withdraw.window.openUntil', { date: formatDate(info.windowEnd, lang, true) })} · ${countdown}`}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('withdraw.window.closed')}
            description={`${t('withdraw.window.nextOpens', { date: formatDate(info.windowStart, lang, true) })} · ${countdown}`}
          />
        )}
        {info.requestedInWindow && (
          <Alert type="info" showIcon title={t('withdraw.window.requested')} />
        )}
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'balance',
              label: t('withdraw.limits.balance'),
              children: <Money micro={balance} currency="GTC" strong />,
            },
            {
              key: 'min',
              label: t('withdraw.limits.min'),
              children: <Money micro={info.minAmount} currency="GTC" />,
            },
            {
              key: 'dailyLeft',
              label: t('withdraw.limits.dailyLeft'),
              children: (
                <span data-testid="daily-limit-left">
                  <Money micro={dailyLimitLeft(info)} currency="GTC" />
                </span>
              ),
            },
          ]}
        />
        <Typography.Text type="secondary">
          {t('withdraw.window.days', { days: info.days.join(', ') })}{' '}
          {t('withdraw.window.processing', { count: info.processingHours })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
