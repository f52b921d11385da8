import { Typography } from 'antd';
import type { LedgerTransactionDetail } from 'shared-api';
import { useAdminT } from '../i18n';
import { PartnerLink } from '../money';

type Account = LedgerTransactionDetail['entries'][number]['account'];

/** A ledger account: a partner's wallet (linked to the partner) or a named system account. */
export function AccountCell({ account }: { account: Account }) {
  const { t } = useAdminT();
  const { owner } = account;
  return (
    <span>
      {owner.kind === 'partner' ? (
        <PartnerLink partner={owner} />
      ) : (
        t(`transactions.accounts.${owner.name}`, { defaultValue: owner.name })
      )}{' '}
      <Typography.Text type="secondary">
        · {account.currency} #{account.id}
      </Typography.Text>
    </span>
  );
}
