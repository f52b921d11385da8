import { App } from 'antd';
import { useState } from 'react';
import { cancelWithdrawal, type Withdrawal } from 'shared-api';
import { decidedByServer, useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useCabinetT } from '../../../i18n';

/**
 * Cancelling a pending withdrawal: a confirmation, then the request with its own idempotency key
 * (kept for a retry of that row's cancel after a lost answer), then "cancelled". A refusal (409
 * INVALID_STATE: completed meanwhile) is kept in `error` for the alert above the history.
 */
export function useCancelWithdrawal(onCancelled: () => void) {
  const { t } = useCabinetT();
  const { modal, message } = App.useApp();
  const keys = useIdempotencyKey();
  const [error, setError] = useState<unknown>(null);

  const cancel = async (withdrawal: Withdrawal) => {
    const scope = String(withdrawal.id);
    setError(null);
    try {
      await cancelWithdrawal(withdrawal.id, keys.current(scope));
      keys.renew(scope);
      void message.success(t('withdraw.history.cancelled'));
      onCancelled();
    } catch (failure: unknown) {
      if (decidedByServer(failure)) keys.renew(scope);
      setError(failure);
    }
  };

  const confirm = (withdrawal: Withdrawal) =>
    modal.confirm({
      title: t('withdraw.history.cancelTitle'),
      content: t('withdraw.history.cancelText'),
      okText: t('withdraw.history.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('withdraw.history.keep'),
      onOk: () => cancel(withdrawal),
    });

  return { confirm, error };
}
