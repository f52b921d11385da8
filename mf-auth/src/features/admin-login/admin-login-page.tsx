import { Link } from 'react-router-dom';
import { adminLogin, adminLoginRequestSchema } from 'shared-api';
import { AUTH_PATHS } from '../../auth-paths';
import { CredentialsForm } from '../../components/credentials-form';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/** `/admin`: on success shared-api stores the token and permissions and goes to /admin/manage. */
export function AdminLoginPage() {
  const { t } = useAuthT();
  return (
    <AuthCard
      title={t('adminLogin.title')}
      subtitle={t('adminLogin.subtitle')}
      footer={<Link to={AUTH_PATHS.login}>{t('adminLogin.partnerLogin')}</Link>}
    >
      <CredentialsForm
        fields={adminLoginRequestSchema.shape}
        loginLabel={t('adminLogin.login')}
        passwordLabel={t('adminLogin.password')}
        submitLabel={t('adminLogin.submit')}
        onSubmit={adminLogin}
      />
    </AuthCard>
  );
}
