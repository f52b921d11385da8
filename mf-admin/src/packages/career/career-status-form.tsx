import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, InputNumber } from 'antd';
import { useState } from 'react';
import {
  careerStatusInputSchema,
  updateAdminCareerStatusMutationOptions,
  type CareerStatus,
} from 'shared-api';
import { applyFieldErrors, ErrorAlert, UnsavedChangesGuard, useUnsavedChanges } from 'shared-ui';
import { LocalizedTextFields } from '../../components/localized-text-fields';
import { useAdminT, type AdminKeysUnder } from '../../i18n';
import { MoneyInput, moneyRules, wholeNumberRules } from '../../money';
import {
  CAREER_AMOUNTS,
  careerFormValues,
  toCareerStatusInput,
  type CareerFormValues,
} from './career-form-values';

interface CareerStatusFormProps {
  status: CareerStatus;
  onSaved: (status: CareerStatus) => void;
  onCancel: () => void;
}

/**
 * A career status's name, thresholds and rewards. Amounts are typed in whole GTC and sent as
 * micro-units; new values apply to awards from now on (one already paid is never taken back).
 */
export function CareerStatusForm({ status, onSaved, onCancel }: CareerStatusFormProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CareerFormValues>();
  // The statuses list is invalidated on success, so it shows the saved values.
  const update = useMutation(updateAdminCareerStatusMutationOptions());
  const saving = update.isPending;
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);
  const label = (field: AdminKeysUnder<'career.columns'>) => t(`career.columns.${field}`);

  const finish = async (values: CareerFormValues) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({
        id: status.id,
        body: toCareerStatusInput(values),
      });
      void message.success(t('career.saved'));
      unsaved.markSaved();
      onSaved(saved);
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    }
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form<CareerFormValues>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        initialValues={careerFormValues(status)}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <LocalizedTextFields
          name={['nameI18n']}
          label={label('name')}
          schema={careerStatusInputSchema.shape.nameI18n}
        />
        <Form.Item
          label={label('secondaryBranches')}
          name="secondaryBranches"
          rules={wholeNumberRules(t, 1, 5)}
        >
          <InputNumber min={1} max={5} precision={0} />
        </Form.Item>
        <Flex gap={12} wrap>
          {CAREER_AMOUNTS.map((field) => (
            <Form.Item
              key={field}
              label={label(field)}
              name={field}
              rules={moneyRules(t)}
              style={{ flex: '1 1 200px' }}
            >
              <MoneyInput currency="GTC" />
            </Form.Item>
          ))}
        </Flex>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
        </Flex>
      </Form>
    </>
  );
}
