import { Card, Col, Row } from 'antd';
import { useCallback } from 'react';
import { listWithdrawals } from 'shared-api';
import { ErrorAlert, Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { useFetch } from '../../../hooks/use-fetch';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useCabinetT } from '../../../i18n';
import { useCurrentPartner, useMeStore } from '../../me';
import { loadWithdrawalInfo } from './load-withdrawal-info';
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
  const info = useFetch(loadWithdrawalInfo);
  const history = usePagedList(listWithdrawals);
  const { reload: reloadInfo } = info;
  const { reload: reloadHistory } = history;

  // A request or a cancel moves the balance, the reserve, today's limit and the window state.
  const refresh = useCallback(() => {
    void reloadInfo();
    reloadHistory();
    void useMeStore.getState().load();
  }, [reloadInfo, reloadHistory]);
  const cancel = useCancelWithdrawal(refresh);

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
              <WithdrawForm info={data} balance={partner.balances.GTC} onDone={refresh} />
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
