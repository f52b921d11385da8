import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import {
  chainDepositsKey,
  creditChainTransferMutationOptions,
  dismissChainTransferMutationOptions,
  toApiError,
  type ChainTransfer,
} from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface ChainDecisionProps {
  transfer: ChainTransfer;
  onError: (error: unknown) => void;
}

/**
 * An admin's decision on a payment the watcher could not match exactly (update-transactions):
 * credit what arrived at the request's rate, or dismiss it; each after a confirmation. A payment
 * decided meanwhile (409 INVALID_STATE) refreshes the list instead of showing an error.
 */
export function ChainDecision({ transfer, onError }: ChainDecisionProps) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  // A decision invalidates the queue (and, for a credit, the money lists) on success.
  const credit = useMutation(creditChainTransferMutationOptions());
  const dismiss = useMutation(dismissChainTransferMutationOptions());
  const busy = credit.isPending || dismiss.isPending;

  const decide = async (decision: 'credit' | 'dismiss') => {
    onError(null);
    try {
      await (decision === 'credit' ? credit : dismiss).mutateAsync(transfer.id);
      void message.success(t(decision === 'credit' ? 'chain.credited' : 'chain.dismissed'));
    } catch (failure) {
      if (toApiError(failure).code === 'INVALID_STATE') {
        void message.warning(t('chain.stateRefused'));
        // A refusal invalidates nothing by itself: the queue is stale, so it is read again.
        await client.invalidateQueries({ queryKey: chainDepositsKey });
      } else onError(failure);
    }
  };

  const amount = formatMoney(transfer.amount, lang);
  return (
    <Space wrap>
      <Popconfirm
        title={t('chain.creditConfirm', {
          amount,
          login: transfer.partner.login,
          deposit: transfer.depositId,
        })}
        okText={t('chain.credit')}
        cancelText={t('actions.cancel', { ns: 'common' })}
        onConfirm={() => void decide('credit')}
      >
        <Button size="small" type="primary" loading={busy} icon={<Icon name="check" />}>
          {t('chain.credit')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('chain.dismissConfirm')}
        okText={t('chain.dismiss')}
        cancelText={t('actions.cancel', { ns: 'common' })}
        okButtonProps={{ danger: true }}
        onConfirm={() => void decide('dismiss')}
      >
        <Button size="small" danger loading={busy}>
          {t('chain.dismiss')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
