import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { type Deposit, depositInfoQueryOptions, depositsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositInfoCard } from './deposit-info-card';
import { DepositRequestCard, type ShownRequest } from './deposit-request-card';
import { pollWhileOpen } from './poll-while-open';

/** A request still waiting for its payment, so that a reload of the page shows it again. */
function openRequestOf(items: readonly Deposit[] | undefined): ShownRequest | null {
  const open = items?.find(
    (d) => d.status === 'awaiting-payment' && Date.parse(d.expiresAt) > Date.now(),
  );
  return open ? { deposit: open, offsetMs: 0 } : null;
}

/**
 * `/client/balance-deposit`: the top-up terms and an amount, then the request card (address, QR
 * code, timer, "I have paid"), and the history.
 */
export function DepositPage() {
  const { t } = useCabinetT();
  const info = useQuery(depositInfoQueryOptions());
  const history = usePagedQuery((choice) => ({
    ...depositsQueryOptions(choice),
    refetchInterval: pollWhileOpen,
  }));
  // undefined: nothing chosen yet, so an open request of the history is shown; null: the form.
  const [chosen, setChosen] = useState<ShownRequest | null | undefined>(undefined);
  const shown = chosen === undefined ? openRequestOf(history.query.data?.items) : chosen;
  // The polled history may know better (the chain watcher completed it meanwhile).
  const fresh = shown && history.query.data?.items.find((d) => d.id === shown.deposit.id);
  const request = shown && fresh ? { ...shown, deposit: fresh } : shown;

  // The history refreshes by itself: creating or paying a request invalidates the deposits.
  const changed = (deposit: Deposit, offsetMs = request?.offsetMs ?? 0) => {
    setChosen({ deposit, offsetMs });
  };

  return (
    <Page title={t('routes.balanceDeposit.title')}>
      <LoadState state={info} failedTitle={t('deposit.loadFailed')}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={9}>
              <DepositInfoCard info={data} />
            </Col>
            <Col xs={24} xl={15}>
              {request ? (
                <DepositRequestCard
                  key={request.deposit.id}
                  request={request}
                  onChange={(deposit) => changed(deposit)}
                  onNew={() => setChosen(null)}
                />
              ) : (
                <DepositForm info={data} onCreated={changed} />
              )}
            </Col>
          </Row>
        )}
      </LoadState>
      <Card title={t('deposit.history.title')}>
        <DepositHistory list={history} />
      </Card>
    </Page>
  );
}
