import { Alert, Button, Flex, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { fields, toApiError, type TwoFactorLogin } from 'shared-api/public';
import { ErrorAlert, applyFieldErrors, zodRules } from 'shared-ui';
import { useAuthT } from '../i18n';

interface Props {
  /** The challenge the password step answered with. */
  challenge: string;
  /** Finishes the sign-in; navigation after success is the API layer's (spec §7). */
  complete: (body: TwoFactorLogin) => Promise<void>;
  /** Back to login and password (a new challenge). */
  onBack: () => void;
}

/**
 * The second step of a sign-in with 2FA: a code from the authenticator app or a recovery code. A
 * wrong code is shown beside the field; a lock or an expired challenge above it, with the way back.
 */
export function TwoFactorStep({ challenge, complete, onBack }: Props) {
  const { t, i18n } = useAuthT();
  const [form] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [expired, setExpired] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rules = useMemo(() => zodRules(t, fields.twoFaCode()), [t, i18n.language]);

  const refused = (failure: unknown) => {
    const info = toApiError(failure);
    // A wrong (422 TWO_FA_INVALID) or malformed code: beside the field.
    if (applyFieldErrors(t, form, failure)) return;
    if (info.code === 'TWO_FA_INVALID') {
      form.setFields([
        { name: 'code', errors: [t('validation.wrongTwoFaCode', { ns: 'common' })] },
      ]);
    } else if (info.code === 'LINK_INVALID' || info.status === 422) {
      // The challenge is unknown, used or past its 5 minutes: only a new password step helps.
      setExpired(true);
    } else {
      setError(failure); // 429 TWO_FA_LOCKED, TOO_MANY_ATTEMPTS, a network failure...
    }
  };

  const finish = async ({ code }: { code: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await complete({ challenge, code: code.trim() });
    } catch (failure: unknown) {
      refused(failure);
    } finally {
      setSubmitting(false);
    }
  };

  if (expired) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('twoFactor.expired')}
        description={t('twoFactor.expiredText')}
        action={
          <Button type="primary" size="small" onClick={onBack}>
            {t('twoFactor.signInAgain')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ErrorAlert error={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item
          label={t('twoFactor.code')}
          name="code"
          rules={rules}
          extra={t('twoFactor.codeHint')}
        >
          <Input
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={9}
            autoFocus
            style={{ fontFamily: 'monospace', letterSpacing: 2 }}
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('twoFactor.submit')}
          </Button>
          <Button type="link" block onClick={onBack} disabled={submitting}>
            {t('twoFactor.back')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
