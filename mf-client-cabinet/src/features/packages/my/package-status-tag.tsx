import { Tag } from 'antd';
import type { PartnerPackage } from 'shared-api';
import { useCabinetT } from '../../../i18n';

const COLORS: Record<PartnerPackage['status'], string> = {
  active: 'success',
  finished: 'default',
  upgraded: 'blue',
};

export function PackageStatusTag({ status }: { status: PartnerPackage['status'] }) {
  const { t } = useCabinetT();
  return <Tag color={COLORS[status]}>{t(`myPackages.status.${status}`)}</Tag>;
}
