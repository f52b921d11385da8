import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { ErrorAlert, applyFieldErrors } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { TwoFaCodeField } from '../../components/two-fa-code-field';
import { ChangeAction } from '../../components/change-action';

interface Props {
  submitLabel: string;
  /** Sends the code; a wrong one (422 TWO_FA_INVALID) is shown beside the field. */
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  danger?: boolean;
}

/** One 2FA code and a confirm button: the last step of enabling, and disabling. */
export function CodeForm({ submitLabel, onSubmit, onCancel, danger }: Props) {
  const { t } = useCabinetT();
  const [form] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finish = async ({ code }: { code: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(code);
    } catch (failure: unknown) {
      // A lock (429 TWO_FA_LOCKED) or any other refusal belongs to no field: the alert says it.
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
      >
        <TwoFaCodeField label={t('security.twoFa.code')} autoFocus />
        <Space>
          <ChangeAction>
            <Button type="primary" danger={danger} htmlType="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </ChangeAction>
          <Button onClick={onCancel} disabled={submitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
        </Space>
      </Form>
    </>
  );
}
