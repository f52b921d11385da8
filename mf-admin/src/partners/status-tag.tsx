import { Tag } from 'antd';
import { useAdminT } from '../i18n';

/** A partner's status: active (holds an active package) or inactive. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useAdminT();
  return (
    <Tag color={active ? 'success' : 'red'}>
      {active ? t('partners.active') : t('partners.inactive')}
    </Tag>
  );
}

/** Whether an admin has blocked the partner's sign-in (independent of the status above). */
export function AccessTag({ disabled }: { disabled: boolean }) {
  const { t } = useAdminT();
  return (
    <Tag color={disabled ? 'error' : 'default'} data-testid="access-state">
      {disabled ? t('partners.disabled') : t('partners.allowed')}
    </Tag>
  );
}
