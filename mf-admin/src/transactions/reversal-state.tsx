import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { LedgerTransaction } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';

/** A transaction's place in a correction: reversed by a later one, or reversing an earlier one. */
export function ReversalState({ tx }: { tx: Pick<LedgerTransaction, 'reversedBy' | 'reverses'> }) {
  const { t } = useAdminT();
  const base = useBasePath();
  const link = (id: number, text: string) => (
    <Link to={hrefOf(base, `transactions/show/${id}`)}>{text}</Link>
  );
  if (tx.reversedBy !== null)
    return (
      <Typography.Text type="danger">
        {link(tx.reversedBy, t('transactions.reversedBy', { id: tx.reversedBy }))}
      </Typography.Text>
    );
  if (tx.reverses !== null)
    return link(tx.reverses, t('transactions.reverses', { id: tx.reverses }));
  return <Typography.Text type="secondary">—</Typography.Text>;
}
