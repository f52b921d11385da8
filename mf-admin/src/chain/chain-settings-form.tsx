import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import {
  chainSettingsSchema,
  updateChainSettingsMutationOptions,
  type ChainSettingsUpdate,
  type ChainSettingsView,
} from 'shared-api';
import {
  applyFieldErrors,
  ErrorAlert,
  UnsavedChangesGuard,
  useUnsavedChanges,
  zodRules,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { wholeNumberRules } from '../money';

interface FormValues {
  xpub: string;
  apiUrl: string;
  apiKey: string;
  removeApiKey: boolean;
  confirmations: number;
  usdtContract: string;
}

const formValues = (s: ChainSettingsView): FormValues => ({
  xpub: s.xpub,
  apiUrl: s.apiUrl,
  apiKey: '',
  removeApiKey: false,
  confirmations: s.confirmations,
  usdtContract: s.usdtContract,
});

/** An empty key field keeps the stored key (the key is never sent back); the box removes it. */
function toUpdate({ apiKey, removeApiKey, ...rest }: FormValues): ChainSettingsUpdate {
  const key = apiKey.trim();
  if (removeApiKey) return { ...rest, apiKey: '' };
  return key ? { ...rest, apiKey: key } : rest;
}

/** The watcher's settings: saved at once (PUT, admin log); server field errors beside fields. */
export function ChainSettingsForm({ settings }: { settings: ChainSettingsView }) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  // The saved answer becomes the screen's query data (shared-api): `settings` is what is stored.
  const save = useMutation(updateChainSettingsMutationOptions());
  const saving = save.isPending;
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);
  const on = settings.xpub !== '' && settings.apiUrl !== '';
  const shape = chainSettingsSchema.shape;

  const finish = async (values: FormValues) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(toUpdate(values));
      form.setFieldsValue(formValues(saved));
      void message.success(t('chainSettings.updated'));
      unsaved.markSaved();
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => void finish(values)}
      disabled={saving}
      initialValues={formValues(settings)}
      style={{ maxWidth: 720 }}
    >
      <UnsavedChangesGuard when={unsaved.dirty && !saving} />
      <Flex vertical gap={16}>
        <Alert
          type={on ? 'success' : 'info'}
          showIcon
          data-testid="watcher-state"
          title={
            on
              ? t('chainSettings.watcherOn', { count: settings.confirmations })
              : t('chainSettings.watcherOff')
          }
        />
        <ErrorAlert error={error} />
        <div>
          <Form.Item
            label={t('chainSettings.xpub')}
            name="xpub"
            extra={t('chainSettings.xpubHint')}
            rules={zodRules(t, shape.xpub, { required: false })}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item
            label={t('chainSettings.apiUrl')}
            name="apiUrl"
            extra={t('chainSettings.apiUrlHint')}
            rules={zodRules(t, shape.apiUrl, { required: false })}
          >
            <Input autoComplete="off" spellCheck={false} inputMode="url" />
          </Form.Item>
          <Form.Item
            label={t('chainSettings.apiKey')}
            name="apiKey"
            extra={
              settings.apiKeySet ? t('chainSettings.apiKeyStored') : t('chainSettings.apiKeyNone')
            }
          >
            <Input.Password autoComplete="new-password" maxLength={200} />
          </Form.Item>
          {settings.apiKeySet && (
            <Form.Item name="removeApiKey" valuePropName="checked">
              <Checkbox>{t('chainSettings.removeApiKey')}</Checkbox>
            </Form.Item>
          )}
          <Flex gap={12} wrap>
            <Form.Item
              label={t('chainSettings.confirmations')}
              name="confirmations"
              extra={t('chainSettings.confirmationsHint')}
              rules={wholeNumberRules(t, 1, 1000)}
            >
              <InputNumber min={1} max={1000} precision={0} />
            </Form.Item>
            <Form.Item
              label={t('chainSettings.usdtContract')}
              name="usdtContract"
              rules={zodRules(t, shape.usdtContract)}
              style={{ flex: 1, minWidth: 260 }}
            >
              <Input autoComplete="off" spellCheck={false} />
            </Form.Item>
          </Flex>
        </div>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button onClick={() => form.setFieldsValue(formValues(settings))}>
            {t('financeSettings.reset')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
