import { Alert, Card, Flex } from 'antd';
import { useState } from 'react';
import { getAdminPartner, getPartnerWallet, useCan, type AdminWallet } from 'shared-api';
import { Page } from 'shared-ui';
import { loadById, useRecordId } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { BalanceForm } from './balance-form';
import { WalletCard } from './wallet-card';

interface Subject {
  id: number;
  login: string;
  /** Null when the admin may not view partners (reading a wallet needs view-partners). */
  wallet: AdminWallet | null;
}

/**
 * The partner and wallet, read only with view-partners: a call the admin lacks the permission
 * for answers 403, which ends the session.
 */
function loadSubject(id: number, canView: boolean): Promise<Subject> {
  if (!canView) return Promise.resolve({ id, login: `#${id}`, wallet: null });
  return Promise.all([getAdminPartner(id), getPartnerWallet(id)]).then(([partner, wallet]) => ({
    id,
    login: partner.login,
    wallet,
  }));
}

/**
 * partners/change-partner-balance/{id} (update-balance): the current wallet, a credit or debit
 * with a reason, and the new balance once it is booked.
 */
export function PartnerChangeBalance() {
  const { t } = useAdminT();
  const can = useCan();
  const canView = can('view-partners');
  const id = useRecordId();
  const record = useLoad(`balance-${id}-${canView}`, () =>
    loadById(id, (partnerId) => loadSubject(partnerId, canView)),
  );
  const [changed, setChanged] = useState<AdminWallet | null>(null);
  const title = t('routes.partnersChangeBalance');

  return (
    <Page title={record.data ? `${title} ${record.data.login}` : title}>
      <RecordState record={record} listPath="partners">
        {(subject) => {
          const wallet = changed ?? subject.wallet;
          return (
            <Flex vertical gap={16}>
              {wallet ? (
                <WalletCard
                  wallet={wallet}
                  title={changed ? t('balance.newBalance') : t('balance.current')}
                />
              ) : (
                <Alert type="info" showIcon title={t('balance.walletHidden')} />
              )}
              <Card title={t('balance.formTitle')} size="small">
                <BalanceForm partner={subject} onChanged={setChanged} />
              </Card>
            </Flex>
          );
        }}
      </RecordState>
    </Page>
  );
}
