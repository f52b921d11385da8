import { Tag } from 'antd';
import type { InvestmentPackage } from 'shared-api';
import { useAdminT } from '../i18n';

/** A catalogue package's status: on sale (active) or not. */
export function PackageStatusTag({ status }: { status: InvestmentPackage['status'] }) {
  const { t } = useAdminT();
  return (
    <Tag color={status === 'active' ? 'success' : 'default'}>
      {t(`packages.statuses.${status}`)}
    </Tag>
  );
}
