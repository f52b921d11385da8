import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { fields, type TwoFactorCode } from 'shared-api';
import { applyFieldErrors, ErrorAlert, zodRules } from 'shared-ui';
import { useAdminT } from '../i18n';

interface CodeFormProps {
  submitText: string;
  danger?: boolean;
  onSubmit: (body: TwoFactorCode) => Promise<void>;
}

const CODE = fields.twoFaCode();

/**
 * One 2FA code (from the authenticator app, or a recovery code). A wrong code (422
 * TWO_FA_INVALID) shows beside the field; a lock (429 TWO_FA_LOCKED) above it.
 */
export function CodeForm({ submitText, danger = false, onSubmit }: CodeFormProps) {
  const { t } = useAdminT();
  const [form] = Form.useForm<TwoFactorCode>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finish = async ({ code }: TwoFactorCode) => {
    setError(null);
    setSending(true);
    try {
      await onSubmit({ code: code.trim() });
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
      setSending(false);
    }
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form<TwoFactorCode>
        form={form}
        layout="vertical"
        onFinish={(values) => void finish(values)}
        disabled={sending}
        initialValues={{ code: '' }}
        style={{ maxWidth: 320 }}
      >
        <Form.Item
          label={t('twoFaSettings.code')}
          name="code"
          rules={zodRules(t, CODE)}
          extra={t('twoFaSettings.codeHint')}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={9} />
        </Form.Item>
        <Flex>
          <Button type="primary" danger={danger} htmlType="submit" loading={sending}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
