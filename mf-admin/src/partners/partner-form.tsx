import { App, Button, Card, Flex, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import type { AdminPartnerDetail } from 'shared-api';
import { applyFieldErrors, ErrorAlert, UnsavedChangesGuard, useUnsavedChanges } from 'shared-ui';
import { useAdminT } from '../i18n';

interface PartnerFormProps<V> {
  initialValues: V;
  /** Sends the form; answers the saved partner. */
  submit: (values: V) => Promise<AdminPartnerDetail>;
  /** The success message for the saved partner. */
  doneText: (partner: AdminPartnerDetail) => string;
  onSaved: (partner: AdminPartnerDetail) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of the create and edit forms: the server's field refusals (409 login or email taken,
 * 422 unknown sponsor code, a rule the server checks again) beside their fields, any other
 * refusal above the form, and the success message.
 */
export function PartnerForm<V extends object>({
  initialValues,
  submit,
  doneText,
  onSaved,
  onCancel,
  children,
}: PartnerFormProps<V>) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);

  const finish = async (values: V) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await submit(values);
      void message.success(doneText(saved));
      unsaved.markSaved();
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
      <Form<V>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        initialValues={initialValues}
        scrollToFirstError
        style={{ maxWidth: 720 }}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        {children}
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
