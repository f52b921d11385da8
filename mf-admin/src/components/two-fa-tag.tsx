import { Tag } from 'antd';
import { useAdminT } from '../i18n';

/** An account's 2FA state. */
export function TwoFaTag({ enabled }: { enabled: boolean }) {
  const { t } = useAdminT();
  return (
    <Tag color={enabled ? 'success' : 'default'} data-testid="two-fa-state">
      {enabled ? t('twoFa.on') : t('twoFa.off')}
    </Tag>
  );
}
