import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { withdrawalsQueryOptions } from 'shared-api';
import { ErrorAlert, Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { useCurrentPartner } from '../../me';
import { timedWithdrawalInfoQueryOptions } from './load-withdrawal-info';
import { useCancelWithdrawal } from './use-cancel-withdrawal';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import { WithdrawWindow } from './withdraw-window';

/**
 * `/client/balance-withdraw`: the window and limits, the request form, and the history with
 * Cancel on pending requests.
 */
export function WithdrawPage() {
  const { t } = useCabinetT();
  const partner = useCurrentPartner();
  // A request or a cancel invalidates the withdrawals (info and history) and /me (the balance).
  const info = useQuery(timedWithdrawalInfoQueryOptions());
  const history = usePagedQuery(withdrawalsQueryOptions);
  const { refetch } = info;
  const reloadInfo = useCallback(() => void refetch(), [refetch]);
  const cancel = useCancelWithdrawal();

  return (
    <Page title={t('routes.balanceWithdraw.title')}>
      <LoadState state={info} failedTitle={t('withdraw.loadFailed')}>
        {({ info: data, offsetMs }) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <WithdrawWindow
                info={data}
                offsetMs={offsetMs}
                balance={partner.balances.GTC}
                onElapsed={reloadInfo}
              />
            </Col>
            <Col xs={24} xl={14}>
              <WithdrawForm info={data} balance={partner.balances.GTC} />
            </Col>
          </Row>
        )}
      </LoadState>
      <Card title={t('withdraw.history.title')}>
        <ErrorAlert error={cancel.error} />
        <WithdrawHistory list={history} onCancel={cancel.confirm} />
      </Card>
    </Page>
  );
}
