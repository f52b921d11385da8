import { rejectWithdrawal, withdrawalRejectSchema, type Withdrawal } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, ReasonField, useIdempotentAction } from '../money';

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
  const send = useIdempotentAction();
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
        return send(body, (key) => rejectWithdrawal(w.id, body, key));
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
