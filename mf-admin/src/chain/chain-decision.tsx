import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import {
  creditChainTransfer,
  dismissChainTransfer,
  toApiError,
  type ChainTransfer,
} from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface ChainDecisionProps {
  transfer: ChainTransfer;
  onDone: () => void;
  onError: (error: unknown) => void;
}

/**
 * An admin's decision on a payment the watcher could not match exactly (update-transactions):
 * credit what arrived at the request's rate, or dismiss it; each after a confirmation. A payment
 * decided meanwhile (409 INVALID_STATE) refreshes the list instead of showing an error.
 */
export function ChainDecision({ transfer, onDone, onError }: ChainDecisionProps) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'credit' | 'dismiss') => {
    onError(null);
    setBusy(true);
    try {
      await (decision === 'credit' ? creditChainTransfer : dismissChainTransfer)(transfer.id);
      void message.success(t(decision === 'credit' ? 'chain.credited' : 'chain.dismissed'));
      onDone();
    } catch (failure) {
      if (toApiError(failure).code === 'INVALID_STATE') {
        void message.warning(t('chain.stateRefused'));
        onDone();
      } else onError(failure);
    } finally {
      setBusy(false);
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
        onConfirm={() => decide('credit')}
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
        onConfirm={() => decide('dismiss')}
      >
        <Button size="small" danger loading={busy}>
          {t('chain.dismiss')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
