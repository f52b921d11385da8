import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { updateFinanceSettingsMutationOptions, type FinanceSettings } from 'shared-api';
import { applyFieldErrors, ErrorAlert, UnsavedChangesGuard, useUnsavedChanges } from 'shared-ui';
import { useAdminT } from '../../i18n';
import { DepositFields } from './deposit-fields';
import { financeFormValues, toFinanceSettings, type FinanceFormValues } from './form-values';
import { GeneralFields } from './general-fields';
import { WithdrawalFields } from './withdrawal-fields';

/**
 * Every number of the business rules, validated as the contract checks it and saved at once
 * (PUT, admin log `settings-updated`). Server field errors show beside their fields.
 */
export function FinanceForm({ settings }: { settings: FinanceSettings }) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FinanceFormValues>();
  // What "Undo changes" returns to: the settings as last loaded or saved.
  const [base, setBase] = useState(settings);
  // Invalidates the settings and the partners' deposit and withdrawal terms they feed.
  const update = useMutation(updateFinanceSettingsMutationOptions());
  const saving = update.isPending;
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);

  const finish = async (values: FinanceFormValues) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(toFinanceSettings(values));
      setBase(saved);
      form.setFieldsValue(financeFormValues(saved));
      void message.success(t('financeSettings.updated'));
      unsaved.markSaved();
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    }
  };

  return (
    <Form<FinanceFormValues>
      form={form}
      layout="vertical"
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => void finish(values)}
      disabled={saving}
      initialValues={financeFormValues(settings)}
    >
      <UnsavedChangesGuard when={unsaved.dirty && !saving} />
      <Flex vertical gap={16}>
        <ErrorAlert error={error} />
        <GeneralFields />
        <DepositFields />
        <WithdrawalFields />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(financeFormValues(base));
            }}
          >
            {t('financeSettings.reset')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
