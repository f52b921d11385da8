import { Typography } from 'antd';
import { formatMoney, useLanguage } from 'shared-ui';

interface MoneyTextProps {
  /** Micro-units as the API sends them. */
  micro: string;
  currency?: string;
  /** Colour a credit green and a debit red (ledger entries). */
  signed?: boolean;
}

/** An amount in the admin's language: never through a float (shared-ui formatMoney). */
export function MoneyText({ micro, currency, signed = false }: MoneyTextProps) {
  const lang = useLanguage();
  const text = formatMoney(micro, lang, currency);
  const type = !signed ? undefined : micro.startsWith('-') ? 'danger' : 'success';
  return (
    <Typography.Text type={type} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
}
