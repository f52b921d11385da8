import { Tag } from 'antd';
import type { DepositStatus, WithdrawalStatus } from 'shared-api';
import { useAdminT } from '../i18n';

type Status = DepositStatus | WithdrawalStatus;

/** Waiting for the admin stands out; finished states are calm, failed ones red. */
const COLORS: Record<Status, string> = {
  'awaiting-payment': 'blue',
  pending: 'warning',
  completed: 'success',
  rejected: 'red',
  expired: 'default',
  cancelled: 'default',
};

/** A deposit's or a withdrawal's status, translated. */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useAdminT();
  return (
    <Tag color={COLORS[status]} data-testid="status">
      {t(`money.statuses.${status}`)}
    </Tag>
  );
}
