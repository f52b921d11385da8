import { App, Button, DatePicker, Flex, Form, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { promoCampaignInputSchema, type PromoCampaign, type PromoCampaignInput } from 'shared-api';
import {
  applyFieldErrors,
  ErrorAlert,
  UnsavedChangesGuard,
  useUnsavedChanges,
  verdict,
} from 'shared-ui';
import { LocalizedTextFields } from '../../components/localized-text-fields';
import { useAdminT, type AdminKeysUnder } from '../../i18n';
import {
  campaignFormValues,
  toCampaignInput,
  type CampaignFormValues,
} from './campaign-form-values';
import { TierList } from './tier-list';

/** Campaign dates are set to the minute (the seeded one ends at 23:59). */
const MOMENT_FORMAT = 'YYYY-MM-DD HH:mm';

/** The picker's panel opens inside the dialog, so it scrolls and unmounts with it. */
const inDialog = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

interface CampaignFormProps {
  /** The campaign being edited; none when creating. */
  campaign?: PromoCampaign;
  onSubmit: (input: PromoCampaignInput) => Promise<PromoCampaign>;
  onSaved: (campaign: PromoCampaign) => void;
  onCancel: () => void;
}

/**
 * A campaign's name, dates and levels. The end must follow the start; thresholds are typed in
 * whole GTC and sent as micro-units; the server's field errors show beside their fields.
 */
export function CampaignForm({ campaign, onSubmit, onSaved, onCancel }: CampaignFormProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CampaignFormValues>();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);
  const column = (name: AdminKeysUnder<'promo.campaigns.columns'>) =>
    t(`promo.campaigns.columns.${name}`);
  const required: FormRule = {
    required: true,
    message: t('validation.required', { ns: 'common' }),
  };
  const afterStart: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, end: Dayjs | null | undefined) => {
      const start = getFieldValue('startsAt') as Dayjs | null | undefined;
      return verdict(
        end && start && !end.isAfter(start, 'minute')
          ? t('promo.campaigns.form.endBeforeStart')
          : null,
      );
    },
  });

  const finish = async (values: CampaignFormValues) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await onSubmit(toCampaignInput(values));
      void message.success(t('promo.campaigns.saved'));
      unsaved.markSaved();
      onSaved(saved);
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form<CampaignFormValues>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={saving}
        initialValues={campaignFormValues(campaign)}
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <LocalizedTextFields
          name={['nameI18n']}
          label={column('name')}
          schema={promoCampaignInputSchema.shape.nameI18n}
        />
        <Flex gap={12} wrap>
          <Form.Item label={column('startsAt')} name="startsAt" rules={[required]}>
            <DatePicker
              showTime
              format={MOMENT_FORMAT}
              needConfirm={false}
              getPopupContainer={inDialog}
            />
          </Form.Item>
          <Form.Item
            label={column('endsAt')}
            name="endsAt"
            dependencies={['startsAt']}
            rules={[required, afterStart]}
          >
            <DatePicker
              showTime
              format={MOMENT_FORMAT}
              needConfirm={false}
              getPopupContainer={inDialog}
            />
          </Form.Item>
        </Flex>
        <TierList />
        <Flex gap={8} style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
          <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
        </Flex>
      </Form>
    </>
  );
}
