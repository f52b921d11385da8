import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import {
  completeWithdrawalMutationOptions,
  useIdempotencyKey,
  type Withdrawal,
  withdrawalCompleteSchema,
} from 'shared-api';
import { formatMoney, useLanguage, zodRules } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, HashText } from '../money';

/**
 * Marks a request paid out, with the payout's tx hash when there is one: the reserve moves to
 * payouts-out and fees. Sent once per attempt (idempotency key).
 */
export function CompleteWithdrawalForm({
  withdrawal: w,
  onDone,
}: {
  withdrawal: Withdrawal;
  onDone: () => void;
}) {
  const { t } = useAdminT();
  const lang = useLanguage();
  // One key per intended operation (shared-api); the lists, balances and counters it changes
  // are invalidated on success.
  const send = useIdempotencyKey();
  const complete = useMutation(completeWithdrawalMutationOptions());
  const toReceive = formatMoney(w.toReceive, lang, w.currency);
  return (
    <DecisionForm<{ payoutTxHash: string }>
      initialValues={{ payoutTxHash: '' }}
      submitText={t('withdrawals.complete')}
      icon={<Icon name="check" />}
      confirm={() => ({
        title: t('withdrawals.completeDialog', { id: w.id, amount: toReceive }),
        okText: t('withdrawals.complete'),
      })}
      submit={({ payoutTxHash }) => {
        const hash = payoutTxHash.trim();
        const body = hash ? { payoutTxHash: hash } : {};
        return send(body, (key) => complete.mutateAsync({ id: w.id, body, idempotencyKey: key }));
      }}
      doneText={t('withdrawals.completed')}
      onDone={onDone}
      refusals={{ INVALID_STATE: t('withdrawals.stateRefused') }}
    >
      <Typography.Paragraph data-testid="payout">
        {t('withdrawals.payTo', { amount: toReceive })}{' '}
        {w.wallet ? <HashText value={w.wallet} /> : t('withdrawals.gtcPayout')}
      </Typography.Paragraph>
      <Form.Item
        label={t('withdrawals.payoutTxHash')}
        name="payoutTxHash"
        rules={zodRules(t, withdrawalCompleteSchema.shape.payoutTxHash, {
          required: false,
        })}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
    </DecisionForm>
  );
}
