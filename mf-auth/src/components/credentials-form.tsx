import { Button, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { toApiError } from 'shared-api/public';
import { ErrorAlert, useT, zodRules } from 'shared-ui';
import { CaptchaField, useCaptchaReset } from './captcha-field';

export interface Credentials {
  login: string;
  password: string;
  captchaToken?: string;
}

type FieldSchema = Parameters<typeof zodRules>[1];

interface Props {
  /** The contract's request fields: the same rules as the server's. */
  fields: { login: FieldSchema; password: FieldSchema };
  loginLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** Signs in; navigation after success is the API layer's (spec §7). */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  /** Shown between the password and the captcha ("Forgot password?"). */
  afterPassword?: ReactNode;
}

/**
 * Login + password, for the partner and the admin sign-in. A refusal (wrong credentials, too many
 * attempts, captcha) is shown above the form in the user's language. The captcha (when on) is
 * asked only once the server wants it: after failed sign-ins on the account it answers
 * CAPTCHA_REQUIRED, and from then on the form shows the challenge and sends its token.
 */
export function CredentialsForm({
  fields,
  loginLabel,
  passwordLabel,
  submitLabel,
  onSubmit,
  afterPassword,
}: Props) {
  const { t } = useT();
  const [form] = Form.useForm<Credentials>();
  const { captchaRef, resetCaptcha } = useCaptchaReset(form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [challenged, setChallenged] = useState(false);

  const finish = async (values: Credentials) => {
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failure);
      const { code } = toApiError(failure);
      if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_FAILED') setChallenged(true);
      resetCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form<Credentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={submitting}
      >
        <Form.Item label={loginLabel} name="login" rules={zodRules(t, fields.login)}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus />
        </Form.Item>
        <Form.Item
          label={passwordLabel}
          name="password"
          rules={zodRules(t, fields.password)}
          style={afterPassword ? { marginBottom: 8 } : undefined}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {afterPassword}
        <CaptchaField captchaRef={captchaRef} shown={challenged} />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
