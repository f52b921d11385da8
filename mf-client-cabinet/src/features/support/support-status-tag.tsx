import { Tag } from 'antd';
import type { SupportStatus } from 'shared-api';
import { useCabinetT } from '../../i18n';

const COLORS: Record<SupportStatus, string> = {
  open: 'blue',
  inProgress: 'warning',
  answered: 'success',
  closed: 'default',
};

export function SupportStatusTag({ status }: { status: SupportStatus }) {
  const { t } = useCabinetT();
  return (
    <Tag color={COLORS[status]} data-testid="support-status">
      {t(`support.statuses.${status}`)}
    </Tag>
  );
}
