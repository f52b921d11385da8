import { Link } from 'react-router-dom';
import { ROUTES, toApiError } from 'shared-api/public';
import { useT } from '../i18n/i18n';
import { Notice } from '../primitives/notice';
import { apiErrorText } from './api-error-text';
import { requestIdOf } from './request-id';

/**
 * A failed call's translated message, for errors that belong to no single field. "Enable 2FA"
 * (spec §8) carries its way out: a link along Profile → Security → Activate. The API's request
 * id, when the answer has one, is shown small ("Reference: …") for support to find the logs.
 * Drawn without antd: the sign-in pages show it too.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useT();
  if (!error) return null;
  const needsTwoFa = toApiError(error).code === 'TWO_FA_REQUIRED';
  const requestId = requestIdOf(error);
  const reference = requestId ? (
    <span className="pp-secondary" style={{ fontSize: 12 }} data-testid="error-reference">
      {t('errorReference', { ns: 'common', id: requestId })}
    </span>
  ) : null;
  return (
    <Notice
      type="error"
      role="alert"
      title={apiErrorText(t, error)}
      description={
        needsTwoFa || reference ? (
          <>
            {needsTwoFa ? (
              <div>
                <Link to={ROUTES.clientSecurity}>{t('twoFa.path', { ns: 'common' })}</Link>
              </div>
            ) : null}
            {reference}
          </>
        ) : undefined
      }
    />
  );
}
