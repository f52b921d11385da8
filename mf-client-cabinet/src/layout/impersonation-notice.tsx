import { Alert } from 'antd';
import { useCabinetT } from '../i18n';

/**
 * Shown on every screen while an administrator works in this cabinet through login-as, so that
 * nobody mistakes the session for the partner's own (and the admin remembers whose data it is).
 */
export function ImpersonationNotice() {
  const { t } = useCabinetT();
  return (
    <Alert
      type="info"
      banner
      showIcon
      data-testid="impersonation-notice"
      title={t('impersonation.title')}
      description={t('impersonation.text')}
    />
  );
}
