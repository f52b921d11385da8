import { useMutation } from '@tanstack/react-query';
import {
  rejectWithdrawalMutationOptions,
  useIdempotencyKey,
  type Withdrawal,
  withdrawalRejectSchema,
} from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, ReasonField } from '../money';

/** Rejects a request with a reason the partner sees: the reserved GTC returns to their wallet. */
export function RejectWithdrawalForm({
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
  const reject = useMutation(rejectWithdrawalMutationOptions());
  return (
    <DecisionForm<{ reason: string }>
      initialValues={{ reason: '' }}
      submitText={t('money.reject')}
      icon={<Icon name="close" />}
      danger
      confirm={() => ({
        title: t('withdrawals.rejectDialog', { id: w.id, login: w.partner.login }),
        content: t('withdrawals.rejectNote', { amount: formatMoney(w.amount, lang, 'GTC') }),
        okText: t('money.reject'),
      })}
      submit={({ reason }) => {
        const body = { reason: reason.trim() };
        return send(body, (key) => reject.mutateAsync({ id: w.id, body, idempotencyKey: key }));
      }}
      doneText={t('withdrawals.rejected')}
      onDone={onDone}
      refusals={{ INVALID_STATE: t('withdrawals.stateRefused') }}
    >
      <ReasonField
        schema={withdrawalRejectSchema.shape.reason}
        label={t('money.reason')}
        hint={t('withdrawals.reasonHint')}
      />
    </DecisionForm>
  );
}
