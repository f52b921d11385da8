import { Tag } from 'antd';
import { useAdminT } from '../i18n';

/** A partner's status: active or inactive. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useAdminT();
  return (
    <Tag color={active ? 'green' : 'red'}>
      {active ? t('partners.active') : t('partners.inactive')}
    </Tag>
  );
}
