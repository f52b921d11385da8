import { Tag } from 'antd';
import type { WithdrawalStatus } from 'shared-api';
import { useCabinetT } from '../../../i18n';

const COLORS: Record<WithdrawalStatus, string> = {
  pending: 'processing',
  cancelled: 'default',
  completed: 'success',
  rejected: 'error',
};

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useCabinetT();
  return <Tag color={COLORS[status]}>{t(`withdraw.status.${status}`)}</Tag>;
}
