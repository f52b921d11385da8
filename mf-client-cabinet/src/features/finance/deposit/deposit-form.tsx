import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { createDepositMutationOptions, type Deposit, type DepositInfo, toMicro } from 'shared-api';
import { ErrorAlert, useLanguage } from 'shared-ui';
import { useSubmission } from '../../../hooks/use-submission';
import { useCabinetT } from '../../../i18n';
import { amountChecks, amountRules } from '../../../money/amount-rules';
import { ChangeAction, useViewOnly } from '../../../components/change-action';

interface Values {
  amount: string;
}

interface Props {
  info: DepositInfo;
  /** The new request, and the server clock minus the device clock measured on its answer. */
  onCreated: (deposit: Deposit, offsetMs: number) => void;
}

/** The amount of a top-up (at least the minimum); the answer is the request with its details. */
export function DepositForm({ info, onCreated }: Props) {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error } = useSubmission(form);
  const create = useMutation(createDepositMutationOptions());
  const rules = amountRules(t, [
    amountChecks(t, lang, 'USDT').atLeast(info.minAmount, 'minDeposit'),
  ]);

  const finish = async ({ amount }: Values) => {
    const micro = toMicro(amount);
    if (!micro) return;
    const sentAt = Date.now();
    const body = { amount: micro };
    const result = await submit(
      (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
      body,
    );
    if (!result.ok) return;
    // The request was created between sending and the answer: its midpoint stands for "now".
    const offsetMs = Date.parse(result.value.createdAt) - (sentAt + Date.now()) / 2;
    form.resetFields();
    onCreated(result.value, offsetMs);
  };

  return (
    <Card title={t('routes.balanceDeposit.title')}>
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || submitting}
      >
        <Form.Item label={t('deposit.form.amount')} name="amount" rules={rules}>
          <Input inputMode="decimal" autoComplete="off" suffix="USDT" style={{ maxWidth: 280 }} />
        </Form.Item>
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('deposit.form.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
