import { Typography } from 'antd';
import type { Micro } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';

/**
 * An amount in micro-units, formatted for the language. `signed`: a credit is green with a "+",
 * a debit red with its "−" (operation lists).
 */
export function Money({
  micro,
  currency,
  signed = false,
  strong = false,
}: {
  micro: Micro | bigint;
  currency?: string;
  signed?: boolean;
  strong?: boolean;
}) {
  const lang = useLanguage();
  const value = typeof micro === 'bigint' ? micro : BigInt(micro);
  const text = formatMoney(value, lang, currency);
  if (!signed) return strong ? <Typography.Text strong>{text}</Typography.Text> : <>{text}</>;
  return (
    <Typography.Text
      strong={strong}
      type={value < 0n ? 'danger' : value > 0n ? 'success' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {value > 0n ? `+${text}` : text}
    </Typography.Text>
  );
}
