import { Tag } from 'antd';
import type { LedgerKind } from 'shared-api';
import { useAdminT } from '../i18n';

/** A ledger transaction's kind, translated. */
export function KindTag({ kind }: { kind: LedgerKind }) {
  const { t } = useAdminT();
  return <Tag color={kind === 'reversal' ? 'purple' : undefined}>{t(`money.kinds.${kind}`)}</Tag>;
}
