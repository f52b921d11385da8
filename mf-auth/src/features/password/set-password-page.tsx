import { App, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { setPassword, toApiError } from 'shared-api/public';
import { ErrorAlert, applyFieldErrors, useRules } from 'shared-ui';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

interface Values {
  password: string;
  confirm: string;
}

function LinkInvalid() {
  const { t } = useAuthT();
  return (
    <AuthCard centered title={t('setPassword.title')}>
      <Result
        status="warning"
        title={t('setPassword.invalidTitle')}
        subTitle={t('setPassword.invalidText')}
        extra={
          <ButtonLink to={AUTH_PATHS.forgotPassword} type="primary">
            {t('setPassword.requestNew')}
          </ButtonLink>
        }
        style={{ padding: 0 }}
      />
    </AuthCard>
  );
}

/**
 * `/set-password?token=…`, the link of the signup and password-reset emails. On success the
 * partner is signed in: shared-api stores the client token and goes to /client.
 */
export function SetPasswordPage() {
  const { t } = useAuthT();
  const rules = useRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (!token || linkInvalid) return <LinkInvalid />;

  const finish = async ({ password }: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      await setPassword({ token, password });
      void message.success(t('setPassword.success'));
    } catch (failure) {
      if (toApiError(failure).code === 'LINK_INVALID') setLinkInvalid(true);
      else if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={submitting}
      >
        <Form.Item
          label={t('setPassword.password')}
          name="password"
          rules={rules.password()}
          extra={t('setPassword.passwordHint')}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('setPassword.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={rules.sameAs('password')}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('setPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
