import { Card, Flex } from 'antd';
import { adminTransfersQueryOptions, transferQuerySchema, type Transfer } from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { MoneyFilters } from '../money';
import { TRANSFER_LIST, type TransferFilter } from './list-query';
import { transferColumns } from './transfer-columns';

/** transactions/transfer (view-transactions): GTC between partners, by partner and period. */
export function TransferList() {
  const { t } = useAdminT();
  const base = useBasePath();
  const list = useContractList(TRANSFER_LIST, transferQuerySchema, adminTransfersQueryOptions);
  return (
    <Page title={t('routes.transfers')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <MoneyFilters filters={list.query.filters} update={list.update} selects={[]} />
            <ExportButton list="transfers" query={list.query} />
          </Flex>
          <ListTable<Transfer, never, TransferFilter>
            spec={TRANSFER_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('transfers.loadFailed')}
            columns={transferColumns({ t, base })}
            empty={
              <ListEmpty
                text={t('transfers.empty')}
                search=""
                filtered={list.filtered}
                onClear={list.clearFilters}
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
