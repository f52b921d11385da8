import { useMutation } from '@tanstack/react-query';
import { depositRejectSchema, rejectDepositMutationOptions, type Deposit } from 'shared-api';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, ReasonField } from '../money';

/** Rejects a deposit request with a reason the partner sees; nothing is credited. */
export function RejectDepositForm({ deposit, onDone }: { deposit: Deposit; onDone: () => void }) {
  const { t } = useAdminT();
  // Invalidates the deposit, its list and the work-queue counts.
  const reject = useMutation(rejectDepositMutationOptions());
  return (
    <DecisionForm<{ reason: string }>
      initialValues={{ reason: '' }}
      submitText={t('money.reject')}
      icon={<Icon name="close" />}
      danger
      confirm={() => ({
        title: t('deposits.rejectDialog', { id: deposit.id, login: deposit.partner.login }),
        okText: t('money.reject'),
      })}
      // Rejecting moves no money: the contract takes no idempotency key here.
      submit={({ reason }) =>
        reject.mutateAsync({ id: deposit.id, body: { reason: reason.trim() } })
      }
      doneText={t('deposits.rejected')}
      onDone={onDone}
      refusals={{ INVALID_STATE: t('deposits.stateRefused') }}
    >
      <ReasonField
        schema={depositRejectSchema.shape.reason}
        label={t('money.reason')}
        hint={t('deposits.reasonHint')}
      />
    </DecisionForm>
  );
}
