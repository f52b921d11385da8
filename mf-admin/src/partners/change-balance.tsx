import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import {
  adminPartnerQueryOptions,
  partnerWalletQueryOptions,
  useCan,
  type AdminWallet,
} from 'shared-api';
import { Page } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { LoadFailed, retryOf, shownError, type QueryState } from '../lists';
import { BalanceForm } from './balance-form';
import { WalletCard } from './wallet-card';

interface Subject {
  id: number;
  login: string;
}

/**
 * Without view-partners nothing is read (a 403 would end the session): the partner is known by
 * the route's id only, and no request is made.
 */
const unreadPartner = (id: number) =>
  queryOptions({
    queryKey: ['unread-partner', id],
    queryFn: (): Subject => ({ id, login: `#${id}` }),
    staleTime: Infinity,
  });

/**
 * partners/change-partner-balance/{id} (update-balance): the current wallet, a credit or debit
 * with a reason, and the new balance once it is booked.
 */
export function PartnerChangeBalance() {
  const can = useCan();
  return can('view-partners') ? <ViewedBalance /> : <UnviewedBalance />;
}

/** The partner and wallet read with view-partners; a booking invalidates the wallet. */
function ViewedBalance() {
  const { id, record } = useRecordQuery(adminPartnerQueryOptions);
  const wallet = useQuery({ ...partnerWalletQueryOptions(id ?? 0), enabled: id !== null });
  return <BalanceScreen record={record} wallet={wallet} />;
}

function UnviewedBalance() {
  const { record } = useRecordQuery(unreadPartner);
  return <BalanceScreen record={record} wallet={null} />;
}

interface BalanceScreenProps {
  record: QueryState<Subject>;
  /** Null when the admin may not view wallets. */
  wallet: QueryState<AdminWallet> | null;
}

function BalanceScreen({ record, wallet }: BalanceScreenProps) {
  const { t } = useAdminT();
  // The booking's answer: the balance right after this admin's change.
  const [changed, setChanged] = useState<AdminWallet | null>(null);
  const title = t('routes.partnersChangeBalance');
  const walletError = wallet && shownError(wallet);
  const shown = changed ?? wallet?.data;

  const walletView = !wallet ? (
    <Alert type="info" showIcon title={t('balance.walletHidden')} />
  ) : shown ? (
    <WalletCard wallet={shown} title={changed ? t('balance.newBalance') : t('balance.current')} />
  ) : walletError ? (
    <Card size="small">
      <LoadFailed title={t('record.loadFailed')} error={walletError} onRetry={retryOf(wallet)} />
    </Card>
  ) : (
    <Card size="small">
      <Skeleton active />
    </Card>
  );

  return (
    <Page title={record.data ? `${title} ${record.data.login}` : title}>
      <RecordState record={record} listPath="partners">
        {(subject) => (
          <Flex vertical gap={16}>
            {walletView}
            <Card title={t('balance.formTitle')} size="small">
              <BalanceForm partner={subject} onChanged={setChanged} />
            </Card>
          </Flex>
        )}
      </RecordState>
    </Page>
  );
}
