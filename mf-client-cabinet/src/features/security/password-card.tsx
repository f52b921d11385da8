import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { changeClientPassword, toApiError } from 'shared-api';
import { ErrorAlert, applyFieldErrors, useRules } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { TwoFaCodeField } from '../../components/two-fa-code-field';
import { ChangeAction, useViewOnly } from '../../components/change-action';

interface Values {
  currentPassword: string;
  password: string;
  confirm: string;
  code?: string;
}

/**
 * Changing the password: the current one, the new one twice and, when 2FA is on, a code. A wrong
 * current password or code is shown beside its field (422 with `fields`). A code asked for while
 * this page thought 2FA off (turned on in another tab) reloads the 2FA state, and the request for
 * it is shown beside the code field once that field is there.
 */
export function PasswordCard({
  twoFactorEnabled,
  onTwoFactorStale,
}: {
  twoFactorEnabled: boolean;
  /** The server asked for a code this page did not know of: reload the 2FA state. */
  onTwoFactorStale: () => void;
}) {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const rules = useRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** A refusal naming the code field, kept until the reloaded state shows that field. */
  const codeRefusal = useRef<unknown>(null);

  useEffect(() => {
    if (!twoFactorEnabled || codeRefusal.current === null) return;
    applyFieldErrors(t, form, codeRefusal.current);
    codeRefusal.current = null;
  }, [twoFactorEnabled, t, form]);

  const finish = async ({ currentPassword, password, code }: Values) => {
    setError(null);
    setSaving(true);
    try {
      await changeClientPassword({
        currentPassword,
        password,
        ...(twoFactorEnabled && code ? { code } : {}),
      });
      form.resetFields();
      void message.success(t('security.password.updated'));
    } catch (failure: unknown) {
      if (!twoFactorEnabled && toApiError(failure).fields.code) {
        codeRefusal.current = failure;
        onTwoFactorStale();
      } else if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={
        <Space>
          <Icon name="lock" />
          {t('security.password.title')}
        </Space>
      }
      style={{ height: '100%' }}
    >
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || saving}
      >
        <Form.Item
          label={t('security.password.current')}
          name="currentPassword"
          rules={rules.required()}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('security.password.new')}
          name="password"
          rules={rules.password()}
          extra={t('security.password.newHint')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('security.password.repeat')}
          name="confirm"
          dependencies={['password']}
          rules={rules.sameAs('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {twoFactorEnabled && <TwoFaCodeField label={t('security.password.code')} />}
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('security.password.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
