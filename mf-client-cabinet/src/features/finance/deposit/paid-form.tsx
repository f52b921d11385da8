import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { type Deposit, markDepositPaidMutationOptions, txHashSchema } from 'shared-api';
import { ErrorAlert, zodRules } from 'shared-ui';
import { useSubmission } from '../../../hooks/use-submission';
import { useCabinetT } from '../../../i18n';
import { ChangeAction, useViewOnly } from '../../../components/change-action';

interface Values {
  txHash?: string;
}

/** "I have paid", with the transaction hash when the partner has it: the request goes pending. */
export function PaidForm({
  deposit,
  disabled,
  onPaid,
}: {
  deposit: Deposit;
  disabled: boolean;
  onPaid: (deposit: Deposit) => void;
}) {
  const { t, i18n } = useCabinetT();
  const viewOnly = useViewOnly();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error } = useSubmission(form);
  const markPaid = useMutation(markDepositPaidMutationOptions());
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rules = useMemo(() => zodRules(t, txHashSchema, { required: false }), [t, i18n.language]);

  const finish = async ({ txHash }: Values) => {
    const hash = txHash?.trim();
    const result = await submit(() =>
      markPaid.mutateAsync({ id: deposit.id, body: hash ? { txHash: hash } : {} }),
    );
    if (!result.ok) return;
    void message.success(t('deposit.request.paidDone'));
    onPaid(result.value);
  };

  return (
    <>
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || disabled || submitting}
      >
        <Form.Item
          label={t('deposit.request.txHash')}
          name="txHash"
          rules={rules}
          extra={t('deposit.request.txHashHint')}
        >
          <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('deposit.request.paid')}
          </Button>
        </ChangeAction>
      </Form>
    </>
  );
}
