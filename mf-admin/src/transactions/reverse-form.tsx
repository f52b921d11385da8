import { useMutation } from '@tanstack/react-query';
import {
  type LedgerTransaction,
  reverseTransactionMutationOptions,
  reverseTransactionSchema,
  useIdempotencyKey,
} from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, ReasonField } from '../money';

interface ReverseFormProps {
  tx: LedgerTransaction;
  onReversed: () => void;
}

/**
 * Reverses a transaction with a reason, after a confirmation: the server books a reversing
 * transaction (history is never edited).
 */
export function ReverseForm({ tx, onReversed }: ReverseFormProps) {
  const { t } = useAdminT();
  const lang = useLanguage();
  // One key per intended operation (shared-api); the lists, balances and counters it changes
  // are invalidated on success.
  const send = useIdempotencyKey();
  const reverse = useMutation(reverseTransactionMutationOptions());
  return (
    <DecisionForm<{ reason: string }>
      initialValues={{ reason: '' }}
      submitText={t('transactions.reverse')}
      icon={<Icon name="rollback" />}
      danger
      confirm={() => ({
        title: t('transactions.reverseConfirm', {
          id: tx.id,
          amount: formatMoney(tx.amount, lang, tx.currency),
        }),
        content: t('transactions.reverseNote'),
        okText: t('transactions.reverse'),
      })}
      submit={({ reason }) => {
        const body = { reason: reason.trim() };
        return send(body, (key) => reverse.mutateAsync({ id: tx.id, body, idempotencyKey: key }));
      }}
      doneText={t('transactions.reversed')}
      onDone={onReversed}
      refusals={{
        INVALID_STATE: t('transactions.cannotReverse'),
        INSUFFICIENT_FUNDS: t('transactions.insufficientFunds'),
      }}
    >
      <ReasonField
        schema={reverseTransactionSchema.shape.reason}
        label={t('money.reason')}
        hint={t('transactions.reasonHint')}
      />
    </DecisionForm>
  );
}
