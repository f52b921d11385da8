import { App, Button, Card, Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';
import {
  packageInputSchema,
  PACKAGE_STATUSES,
  type InvestmentPackage,
  type PackageInput,
} from 'shared-api';
import { applyFieldErrors, ErrorAlert, UnsavedChangesGuard, useUnsavedChanges } from 'shared-ui';
import { LocalizedTextFields } from '../components/localized-text-fields';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { moneyRules, MoneyInput, MoneyText, percentRules, wholeNumberRules } from '../money';
import {
  packageFormValues,
  toPackageInput,
  totalIncomeOf,
  type PackageFormValues,
} from './package-form-values';

interface PackageFormProps {
  /** The package being edited; none when creating. */
  pkg?: InvestmentPackage;
  onSubmit: (input: PackageInput) => Promise<InvestmentPackage>;
  onSaved: (pkg: InvestmentPackage) => void;
  onCancel: () => void;
}

/**
 * A catalogue package's terms. Money is typed in whole GTC with decimals and the daily income in
 * percent (0.45); they are sent as micro-units and basis points. The total income is shown as
 * the terms are typed; the server's field errors show beside their fields.
 */
export function PackageForm({ pkg, onSubmit, onSaved, onCancel }: PackageFormProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageFormValues>();
  const watched = Form.useWatch([], form) as Partial<PackageFormValues> | undefined;
  const total = totalIncomeOf(watched ?? {});
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);
  const label = (field: AdminKeysUnder<'packages.columns'>) => t(`packages.columns.${field}`);

  const finish = async (values: PackageFormValues) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await onSubmit(toPackageInput(values));
      void message.success(t('packages.saved'));
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
      <Form<PackageFormValues>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        style={{ maxWidth: 560 }}
        initialValues={packageFormValues(pkg)}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <LocalizedTextFields
          name={['nameI18n']}
          label={label('name')}
          schema={packageInputSchema.shape.nameI18n}
        />
        <Form.Item label={label('price')} name="price" rules={moneyRules(t)}>
          <MoneyInput currency="GTC" />
        </Form.Item>
        <Form.Item
          label={label('dailyIncome')}
          name="dailyIncome"
          rules={percentRules(t, { positive: true })}
          extra={t('packages.dailyIncomeHint')}
        >
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            label={label('periodDays')}
            name="periodDays"
            rules={wholeNumberRules(t, 1, 3650)}
          >
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item
            label={label('additionalDays')}
            name="additionalDays"
            rules={wholeNumberRules(t, 0, 3650)}
          >
            <InputNumber min={0} max={3650} precision={0} />
          </Form.Item>
          <Form.Item
            label={label('linearLevels')}
            name="linearLevels"
            rules={wholeNumberRules(t, 0, 6)}
          >
            <InputNumber min={0} max={6} precision={0} />
          </Form.Item>
        </Flex>
        <Form.Item label={label('binaryDailyLimit')} name="binaryDailyLimit" rules={moneyRules(t)}>
          <MoneyInput currency="GTC" />
        </Form.Item>
        <Form.Item label={label('status')} name="status">
          <Radio.Group
            options={PACKAGE_STATUSES.map((s) => ({
              value: s,
              label: t(`packages.statuses.${s}`),
            }))}
          />
        </Form.Item>
        <Typography.Paragraph data-testid="total-income">
          {label('totalIncome')}:{' '}
          {total === null ? '—' : <MoneyText micro={total} currency="GTC" />}
        </Typography.Paragraph>
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
