import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, toApiError } from 'shared-api';
import { useT } from '../i18n/i18n';
import { apiErrorText } from './api-error-text';

/**
 * A failed call's translated message, for errors that belong to no single field. "Enable 2FA"
 * (spec §8) carries its way out: a link along Profile → Security → Activate.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useT();
  if (!error) return null;
  const needsTwoFa = toApiError(error).code === 'TWO_FA_REQUIRED';
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={apiErrorText(t, error)}
      description={
        needsTwoFa ? (
          <Link to={ROUTES.clientSecurity}>{t('twoFa.path', { ns: 'common' })}</Link>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
