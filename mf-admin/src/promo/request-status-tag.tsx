import { Tag } from 'antd';
import type { PromoRequest } from 'shared-api';
import { useAdminT } from '../i18n';

const COLORS: Record<PromoRequest['status'], string> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'red',
};

/** A promo request's status, translated. */
export function RequestStatusTag({ status }: { status: PromoRequest['status'] }) {
  const { t } = useAdminT();
  return (
    <Tag color={COLORS[status]} data-testid="request-status">
      {t(`promo.statuses.${status}`)}
    </Tag>
  );
}
