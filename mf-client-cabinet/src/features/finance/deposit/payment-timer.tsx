import { Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { useCabinetT } from '../../../i18n';
import { formatCountdown } from '../../../money/format';

interface Props {
  expiresAt: string;
  offsetMs: number;
  /** Called once when the time is over. */
  onExpired: () => void;
}

/** The running payment timer of a top-up request, to its `expiresAt` in server time. */
export function PaymentTimer({ expiresAt, offsetMs, onExpired }: Props) {
  const { t } = useCabinetT();
  const left = useCountdown(expiresAt, offsetMs);
  const expired = left === 0;

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  return (
    <Flex vertical>
      <Typography.Text type="secondary">{t('deposit.request.timeLeft')}</Typography.Text>
      <Typography.Text
        strong
        role="timer"
        data-testid="payment-timer"
        type={expired ? 'danger' : undefined}
        style={{ fontSize: 28, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCountdown(left, (count) => t('money.days', { count }))}
      </Typography.Text>
    </Flex>
  );
}
