import { Link } from 'react-router-dom';
import { Result } from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/** Spec success message "registered": the password comes from the emailed link. */
export function SignupSuccess({ email }: { email: string }) {
  const { t } = useAuthT();
  return (
    <AuthCard centered title={t('signup.title')} width={600}>
      <Result
        status="success"
        title={t('signup.successTitle')}
        subTitle={t('signup.successText', { email })}
        style={{ padding: 0 }}
        extra={
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
            <ButtonLink to={AUTH_PATHS.login} variant="primary" size="large">
              {t('signup.toLogin')}
            </ButtonLink>
            <span className="pp-secondary">
              {t('signup.successHint')}{' '}
              <Link to={AUTH_PATHS.forgotPassword}>{t('signup.newLink')}</Link>
            </span>
          </div>
        }
      />
    </AuthCard>
  );
}
