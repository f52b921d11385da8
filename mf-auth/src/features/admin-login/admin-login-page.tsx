import { Link } from 'react-router-dom';
import { adminLogin, adminLoginRequestSchema, completeAdminLogin } from 'shared-api/public';
import { AUTH_PATHS } from '../../auth-paths';
import { CredentialsForm } from '../../components/credentials-form';
import { TwoFactorStep } from '../../components/two-factor-step';
import { useChallenge } from '../../components/use-challenge';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/**
 * `/admin`: on success shared-api stores the token and permissions and goes to /admin/manage.
 * An admin with 2FA on is asked for a code after the password.
 */
export function AdminLoginPage() {
  const { t } = useAuthT();
  const { challenge, signIn, back } = useChallenge(adminLogin);
  const footer = <Link to={AUTH_PATHS.login}>{t('adminLogin.partnerLogin')}</Link>;

  if (challenge) {
    return (
      <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} footer={footer}>
        <TwoFactorStep challenge={challenge} complete={completeAdminLogin} onBack={back} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('adminLogin.title')} subtitle={t('adminLogin.subtitle')} footer={footer}>
      <CredentialsForm
        fields={adminLoginRequestSchema.shape}
        loginLabel={t('adminLogin.login')}
        passwordLabel={t('adminLogin.password')}
        submitLabel={t('adminLogin.submit')}
        onSubmit={signIn}
      />
    </AuthCard>
  );
}
