import { App } from 'antd';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { cancelWithdrawalMutationOptions, useIdempotencyKey, type Withdrawal } from 'shared-api';
import { useCabinetT } from '../../../i18n';

/**
 * Cancelling a pending withdrawal: a confirmation, then the request with its own idempotency key
 * (the row's id is the input: kept for a retry of that row's cancel after a lost answer), then
 * "cancelled"; the history, the info and the balance refresh. A refusal (409 INVALID_STATE:
 * completed meanwhile) is kept in `error` for the alert above the history.
 */
export function useCancelWithdrawal() {
  const { t } = useCabinetT();
  const { modal, message } = App.useApp();
  const withKey = useIdempotencyKey();
  const cancelRequest = useMutation(cancelWithdrawalMutationOptions());
  const [error, setError] = useState<unknown>(null);

  const cancel = async (withdrawal: Withdrawal) => {
    const { id } = withdrawal;
    setError(null);
    try {
      await withKey({ cancel: id }, (idempotencyKey) =>
        cancelRequest.mutateAsync({ id, idempotencyKey }),
      );
      void message.success(t('withdraw.history.cancelled'));
    } catch (failure: unknown) {
      setError(failure);
    }
  };

  // The dialog's handle is thenable; the caller needs nothing back.
  const confirm = (withdrawal: Withdrawal): void => {
    void modal.confirm({
      title: t('withdraw.history.cancelTitle'),
      content: t('withdraw.history.cancelText'),
      okText: t('withdraw.history.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('withdraw.history.keep'),
      onOk: () => cancel(withdrawal),
    });
  };

  return { confirm, error };
}
