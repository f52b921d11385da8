import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';
import { useCabinetT } from '../i18n';

/**
 * Spec §8 "Operation unavailable. Enable 2FA." before the partner even tries: the screen's form
 * stays disabled, and the link leads along Profile → Security → Activate.
 */
export function TwoFaRequired() {
  const { t } = useCabinetT();
  const base = useBasePath();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="two-fa-required"
      title={t('errors.TWO_FA_REQUIRED', { ns: 'common' })}
      description={<Link to={hrefOf(base, 'security')}>{t('twoFa.path', { ns: 'common' })}</Link>}
    />
  );
}
