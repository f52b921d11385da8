import { Tag } from 'antd';
import type { DepositStatus } from 'shared-api';
import { useCabinetT } from '../../../i18n';

const COLORS: Record<DepositStatus, string> = {
  'awaiting-payment': 'warning',
  pending: 'processing',
  completed: 'success',
  rejected: 'error',
  expired: 'default',
};

export function DepositStatusTag({ status }: { status: DepositStatus }) {
  const { t } = useCabinetT();
  return <Tag color={COLORS[status]}>{t(`deposit.status.${status}`)}</Tag>;
}
