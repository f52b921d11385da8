import { App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { changeClientPassword } from 'shared-api';
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
 * current password or code is shown beside its field (422 with `fields`).
 */
export function PasswordCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const rules = useRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

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
      if (!applyFieldErrors(t, form, failure)) setError(failure);
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
