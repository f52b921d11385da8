import { Flex, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
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
          <Flex vertical align="center" gap={16}>
            <ButtonLink to={AUTH_PATHS.login} type="primary" size="large">
              {t('signup.toLogin')}
            </ButtonLink>
            <Typography.Text type="secondary">
              {t('signup.successHint')}{' '}
              <Link to={AUTH_PATHS.forgotPassword}>{t('signup.newLink')}</Link>
            </Typography.Text>
          </Flex>
        }
      />
    </AuthCard>
  );
}
