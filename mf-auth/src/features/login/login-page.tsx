import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { clientLogin, clientLoginRequestSchema } from 'shared-api';
import { AUTH_PATHS } from '../../auth-paths';
import { CredentialsForm } from '../../components/credentials-form';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/** `/login`, the route named auth: on success shared-api stores the token and goes to /client. */
export function LoginPage() {
  const { t } = useAuthT();
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
        onSubmit={clientLogin}
        afterPassword={
          <Flex justify="end" style={{ marginBottom: 16 }}>
            <Link to={AUTH_PATHS.forgotPassword}>{t('login.forgot')}</Link>
          </Flex>
        }
      />
    </AuthCard>
  );
}
