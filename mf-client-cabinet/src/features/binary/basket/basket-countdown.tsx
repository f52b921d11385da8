import { Typography } from 'antd';
import { useEffect } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { useCabinetT } from '../../../i18n';
import { formatCountdown } from '../../../money/format';

interface Props {
  autoPlaceAt: string;
  /** Server clock minus the device clock. */
  offsetMs: number;
  /** Called once when the manual placement window closes. */
  onElapsed: () => void;
}

/** The live time left until the server places the partner automatically. */
export function BasketCountdown({ autoPlaceAt, offsetMs, onElapsed }: Props) {
  const { t } = useCabinetT();
  const left = useCountdown(autoPlaceAt, offsetMs);
  const elapsed = left === 0;

  useEffect(() => {
    if (elapsed) onElapsed();
  }, [elapsed, onElapsed]);

  if (elapsed)
    return <Typography.Text type="secondary">{t('binary.basket.autoPlacing')}</Typography.Text>;
  return (
    <Typography.Text
      role="timer"
      strong
      type={left < 3_600_000 ? 'danger' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatCountdown(left, (count) => t('money.days', { count }))}
    </Typography.Text>
  );
}
