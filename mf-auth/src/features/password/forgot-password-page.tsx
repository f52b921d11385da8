import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPassword } from 'shared-api/public';
import { ErrorAlert, currentLanguage, useRules } from 'shared-ui';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { CaptchaField, useCaptchaReset } from '../../components/captcha-field';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

interface Values {
  email: string;
  captchaToken?: string;
}

/**
 * `/forgot-password`: sends the password-reset email. The answer never tells whether an account
 * exists, so success always reads "if an account exists, we have sent the email".
 */
export function ForgotPasswordPage() {
  const { t } = useAuthT();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const { captchaRef, resetCaptcha } = useCaptchaReset(form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const finish = async ({ email, captchaToken }: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      await forgotPassword({ email: email.trim(), captchaToken, language: currentLanguage() });
      setSentTo(email.trim());
    } catch (failure) {
      setError(failure);
      resetCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthCard centered title={t('forgotPassword.title')}>
        <Result
          status="success"
          title={t('forgotPassword.sentTitle')}
          subTitle={t('forgotPassword.sentText', { email: sentTo })}
          extra={
            <ButtonLink to={AUTH_PATHS.login} type="primary">
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
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={submitting}
      >
        <Form.Item label={t('forgotPassword.email')} name="email" rules={rules.email()}>
          <Input
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        </Form.Item>
        <CaptchaField captchaRef={captchaRef} />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('forgotPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
