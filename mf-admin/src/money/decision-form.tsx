import { App, Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ErrorCode } from 'shared-api';
import { applyFieldErrors } from 'shared-ui';
import { ActionError } from '../components/action-error';
import { useConfirm, type ConfirmOptions } from '../components/use-confirm';
import { useAdminT } from '../i18n';

export interface DecisionFormProps<V extends object, R> {
  /** The form's instance, when the caller watches its fields. */
  form?: FormInstance<V>;
  initialValues: V;
  /** The form's fields (antd Form.Items named after V's keys). */
  children: ReactNode;
  submitText: string;
  icon?: ReactNode;
  danger?: boolean;
  /** The question asked before anything is sent. */
  confirm: (values: V) => ConfirmOptions;
  /** Sends the decision; money-moving calls bring their own idempotency key. */
  submit: (values: V) => Promise<R>;
  /** The success message. */
  doneText: string;
  onDone: (result: R) => void;
  /** Empty the fields after a success, so a second decision is typed anew. */
  resetOnDone?: boolean;
  /** This decision's texts for refusals by code (409 INVALID_STATE: "already processed"). */
  refusals?: Partial<Record<ErrorCode, string>>;
}

/**
 * An admin's money decision (confirm, complete, reject, reverse, adjust): validated fields, a
 * confirmation, then the call. Field errors of the answer show beside their fields, any other
 * refusal as translated text above the button.
 */
export function DecisionForm<V extends object, R = unknown>({
  form: given,
  initialValues,
  children,
  submitText,
  icon,
  danger = false,
  confirm,
  submit,
  doneText,
  onDone,
  resetOnDone = false,
  refusals,
}: DecisionFormProps<V, R>) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const ask = useConfirm();
  const [form] = Form.useForm<V>(given);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finish = async (values: V) => {
    if (!(await ask({ danger, ...confirm(values) }))) return;
    setError(null);
    setBusy(true);
    try {
      const result = await submit(values);
      void message.success(doneText);
      if (resetOnDone) form.resetFields();
      onDone(result);
    } catch (failure) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      onFinish={(values) => void finish(values)}
      disabled={busy}
      initialValues={initialValues}
      style={{ maxWidth: 560 }}
    >
      {children}
      <ActionError error={error} texts={refusals} />
      <Button type="primary" danger={danger} htmlType="submit" loading={busy} icon={icon}>
        {submitText}
      </Button>
    </Form>
  );
}
