import { Avatar, Flex, Skeleton, Typography } from 'antd';
import type { PartnerMe } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { useCabinetT } from '../i18n';

const CURRENCIES = ['GTC', 'USDT'] as const;

function Balance({ currency, micro }: { currency: (typeof CURRENCIES)[number]; micro: string }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Flex vertical style={{ lineHeight: 1.3 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('layout.balance')} {currency}
      </Typography.Text>
      <Typography.Text strong data-testid={`balance-${currency}`} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(micro, lang, currency)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The header's account block: both balances, the avatar (initials without one) and the partner's
 * full name; a skeleton until loaded.
 */
export function PartnerSummary({
  partner,
  compact,
}: {
  partner: PartnerMe | null;
  compact: boolean;
}) {
  if (!partner) {
    return (
      <Flex gap={12} align="center" data-testid="partner-summary-loading">
        <Skeleton.Input active size="small" />
        <Skeleton.Avatar active size="small" />
      </Flex>
    );
  }
  const name = `${partner.firstName} ${partner.lastName}`.trim();
  return (
    <Flex gap={compact ? 12 : 20} align="center" wrap={!compact}>
      {CURRENCIES.map((c) => (
        <Balance key={c} currency={c} micro={partner.balances[c]} />
      ))}
      <Flex gap={8} align="center">
        <Avatar
          style={{ flexShrink: 0 }}
          src={partner.avatarUrl ?? undefined}
          alt={name}
          data-testid="partner-avatar"
        >
          {(partner.firstName[0] ?? '') + (partner.lastName[0] ?? '')}
        </Avatar>
        {!compact && (
          <Flex vertical style={{ lineHeight: 1.3 }}>
            <Typography.Text strong data-testid="partner-name">
              {name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {partner.login}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
