import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import {
  fetchCurrentAdmin,
  fields,
  roleOptionsQueryOptions,
  type AdminUser,
  type AdminUserCreate,
} from 'shared-api';
import {
  applyFieldErrors,
  ErrorAlert,
  UnsavedChangesGuard,
  useRules,
  useUnsavedChanges,
  zodRules,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { roleSelectOptions } from './role-select-options';

export type UserFormValues = AdminUserCreate;

interface UserFormProps {
  /** The user being edited; none when creating. */
  user?: AdminUser;
  onSubmit: (values: UserFormValues) => Promise<AdminUser>;
  onSaved: (user: AdminUser) => void;
  onCancel: () => void;
}

const NAME = fields.required().max(64, 'tooLong');

/**
 * Login, name, email, password and roles. On edit an empty password keeps the old one. The
 * server's field errors (409 login or email taken) show beside their fields; any other refusal
 * (409 LAST_FULL_ADMIN) above the form.
 */
export function UserForm({ user, onSubmit, onSaved, onCancel }: UserFormProps) {
  const { t } = useAdminT();
  const rules = useRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const roles = useQuery(roleOptionsQueryOptions());
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);

  const finish = async (values: UserFormValues) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await onSubmit({
        login: values.login.trim(),
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password ?? '',
        roleIds: values.roleIds ?? [],
      });
      void message.success(t('users.saved'));
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
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        style={{ maxWidth: 560 }}
        initialValues={{
          login: user?.login ?? '',
          name: user?.name ?? '',
          email: user?.email ?? '',
          password: '',
          roleIds: user?.roles.map((r) => r.id) ?? [],
        }}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <Form.Item label={t('users.columns.login')} name="login" rules={rules.login()}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('users.columns.name')} name="name" rules={zodRules(t, NAME)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('users.columns.email')} name="email" rules={rules.email()}>
          <Input inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item
          label={t('users.password')}
          name="password"
          rules={zodRules(t, fields.password(), { required: !user })}
          extra={user ? t('users.passwordKeep') : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('users.columns.roles')} name="roleIds">
          <Select
            mode="multiple"
            allowClear
            loading={roles.isPending}
            options={roleSelectOptions(roles.data)}
            optionFilterProp="label"
            placeholder={t('users.rolesPlaceholder')}
          />
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
