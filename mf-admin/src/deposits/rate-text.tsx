import { formatMoney, useLanguage } from 'shared-ui';
import { useAdminT } from '../i18n';

/** A GTC-per-USDT rate in millionths (1 000 000 = 1.0) as "1 USDT = 1.00 GTC". */
export function RateText({ ppm }: { ppm: number }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  // Millionths are micro-units of GTC per whole USDT, so the money formatter fits exactly.
  return <span>{t('deposits.rateText', { rate: formatMoney(String(ppm), lang) })}</span>;
}
