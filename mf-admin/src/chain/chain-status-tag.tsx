import { Tag } from 'antd';
import type { ChainTransferStatus } from 'shared-api';
import { useAdminT } from '../i18n';

/** Waiting for a decision stands out; credited is calm, failed red. */
const COLORS: Record<ChainTransferStatus, string> = {
  confirming: 'blue',
  review: 'warning',
  credited: 'success',
  dismissed: 'default',
  failed: 'red',
};

export function ChainStatusTag({ status }: { status: ChainTransferStatus }) {
  const { t } = useAdminT();
  return (
    <Tag color={COLORS[status]} data-testid="chain-status">
      {t(`chain.statuses.${status}`)}
    </Tag>
  );
}
