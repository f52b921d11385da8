import { Card, Descriptions } from 'antd';
import { adminTransferQueryOptions } from 'shared-api';
import { Page, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { MoneyText, TransactionLink } from '../money';
import { PartyCell } from './party-cell';

/** transactions/transfer/show/{id} (view-transactions): who sent how much to whom, and when. */
export function TransferShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { id, record } = useRecordQuery(adminTransferQueryOptions);
  const label = (field: AdminKeysUnder<'transfers.columns'>) => t(`transfers.columns.${field}`);
  return (
    <Page title={id ? `${t('routes.transfersShow')} #${id}` : t('routes.transfersShow')}>
      <RecordState record={record} listPath="transactions/transfer">
        {(tr) => (
          <Card>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={label('id')}>{tr.id}</Descriptions.Item>
              <Descriptions.Item label={label('createdAt')}>
                {dateText(tr.createdAt, lang, true)}
              </Descriptions.Item>
              <Descriptions.Item label={label('sender')}>
                <PartyCell party={tr.sender} />
              </Descriptions.Item>
              <Descriptions.Item label={label('recipient')}>
                <PartyCell party={tr.recipient} />
              </Descriptions.Item>
              <Descriptions.Item label={label('amount')}>
                <MoneyText micro={tr.amount} currency="GTC" />
              </Descriptions.Item>
              <Descriptions.Item label={label('transaction')}>
                <TransactionLink id={tr.transactionId} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
