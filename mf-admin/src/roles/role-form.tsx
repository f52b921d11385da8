import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { fetchCurrentAdmin, fields, type Role, type RoleInput } from 'shared-api';
import {
  applyFieldErrors,
  ErrorAlert,
  UnsavedChangesGuard,
  useUnsavedChanges,
  zodRules,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { PermissionChecklist } from './permission-checklist';

interface RoleFormProps {
  role?: Role;
  onSubmit: (values: RoleInput) => Promise<Role>;
  onSaved: (role: Role) => void;
  onCancel: () => void;
}

const NAME = fields.required().max(64, 'tooLong');

/**
 * A role's name and permissions. A taken name (409) shows beside the name; the holders get the
 * new permissions on their next request (the server reads roles per request).
 */
export function RoleForm({ role, onSubmit, onSaved, onCancel }: RoleFormProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleInput>();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);

  const finish = async (values: RoleInput) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await onSubmit({
        name: values.name.trim(),
        permissions: values.permissions ?? [],
      });
      void message.success(t('roles.saved'));
      unsaved.markSaved();
      // The admin may have changed their own access: refresh the menu and guards now.
      void fetchCurrentAdmin().catch(() => undefined);
      onSaved(saved);
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <ErrorAlert error={error} />
      <Form<RoleInput>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        initialValues={{ name: role?.name ?? '', permissions: role?.permissions ?? [] }}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <Form.Item
          label={t('roles.columns.name')}
          name="name"
          rules={zodRules(t, NAME)}
          style={{ maxWidth: 420 }}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('roles.columns.permissions')} name="permissions">
          <PermissionChecklist />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
