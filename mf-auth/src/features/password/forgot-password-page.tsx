import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPassword } from 'shared-api/public';
import {
  Button,
  currentLanguage,
  ErrorAlert,
  makeFieldRules,
  Result,
  TextField,
  useForm,
} from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { CaptchaField, useCaptcha } from '../../components/captcha-field';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

/**
 * `/forgot-password`: sends the password-reset email. The answer never tells whether an account
 * exists, so success always reads "if an account exists, we have sent the email".
 */
export function ForgotPasswordPage() {
  const { t } = useAuthT();
  const captcha = useCaptcha();
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm({
    initial: { email: '' },
    rules: { email: makeFieldRules(t).email() },
    alsoCheck: () => captcha.check(),
    onSubmit: async ({ email }) => {
      setError(null);
      try {
        await forgotPassword({
          email: email.trim(),
          captchaToken: captcha.token,
          language: currentLanguage(),
        });
        setSentTo(email.trim());
      } catch (failure) {
        setError(failure);
        captcha.reset();
      }
    },
  });
  const { submitting } = form;

  if (sentTo !== null) {
    return (
      <AuthCard centered title={t('forgotPassword.title')}>
        <Result
          status="success"
          title={t('forgotPassword.sentTitle')}
          subTitle={t('forgotPassword.sentText', { email: sentTo })}
          extra={
            <ButtonLink to={AUTH_PATHS.login} variant="primary">
              {t('forgotPassword.backToLogin')}
            </ButtonLink>
          }
          style={{ padding: 0 }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<Link to={AUTH_PATHS.login}>{t('forgotPassword.backToLogin')}</Link>}
    >
      <ErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField
          label={t('forgotPassword.email')}
          {...form.field('email')}
          disabled={submitting}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <CaptchaField captcha={captcha} />
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
