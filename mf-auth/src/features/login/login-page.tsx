import { Link } from 'react-router-dom';
import { clientLogin, clientLoginRequestSchema, completeClientLogin } from 'shared-api/public';
import { AUTH_PATHS } from '../../auth-paths';
import { CredentialsForm } from '../../components/credentials-form';
import { TwoFactorStep } from '../../components/two-factor-step';
import { useChallenge } from '../../components/use-challenge';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/**
 * `/login`, the route named auth: on success shared-api stores the token and goes to /client.
 * A partner with 2FA on is asked for a code after the password.
 */
export function LoginPage() {
  const { t } = useAuthT();
  const { challenge, signIn, back } = useChallenge(clientLogin);

  if (challenge) {
    return (
      <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
        <TwoFactorStep challenge={challenge} complete={completeClientLogin} onBack={back} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to={AUTH_PATHS.signup}>{t('login.signupLink')}</Link>
        </>
      }
    >
      <CredentialsForm
        fields={clientLoginRequestSchema.shape}
        loginLabel={t('login.login')}
        passwordLabel={t('login.password')}
        submitLabel={t('login.submit')}
        onSubmit={signIn}
        afterPassword={
          // Pulled up to the password field, as the link belongs to it.
          <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '-16px 0 16px' }}>
            <Link to={AUTH_PATHS.forgotPassword}>{t('login.forgot')}</Link>
          </div>
        }
      />
    </AuthCard>
  );
}
