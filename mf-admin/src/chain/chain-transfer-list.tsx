import { Card, Flex, Select } from 'antd';
import { useState } from 'react';
import {
  CHAIN_TRANSFER_STATUSES,
  chainTransferQuerySchema,
  chainTransfersQueryOptions,
  useCan,
  type ChainTransfer,
} from 'shared-api';
import { ErrorAlert, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, SearchBox, useContractList } from '../lists';
import { chainTransferColumns } from './chain-transfer-columns';
import { CHAIN_TRANSFER_LIST, type ChainTransferFilter } from './list-query';

/**
 * transactions/chain (view-transactions): the USDT payments the chain watcher saw, newest first.
 * `?status=review` is the queue of payments waiting for an admin's decision.
 */
export function ChainTransferList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const list = useContractList(
    CHAIN_TRANSFER_LIST,
    chainTransferQuerySchema,
    chainTransfersQueryOptions,
  );
  const [actionError, setActionError] = useState<unknown>(null);
  return (
    <Page title={t('routes.chainTransfers')} subtitle={t('chain.subtitle')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <Flex wrap gap={12}>
              <SearchBox
                value={list.query.search}
                placeholder={t('chain.searchPlaceholder')}
                onSearch={(search) => list.update({ search })}
              />
              <Select
                aria-label={t('chain.columns.status')}
                placeholder={t('chain.columns.status')}
                allowClear
                value={list.query.filters.status}
                onChange={(status?: string) => list.update({ filters: { status } })}
                options={CHAIN_TRANSFER_STATUSES.map((s) => ({
                  value: s,
                  label: t(`chain.statuses.${s}`),
                }))}
                style={{ minWidth: 220 }}
              />
            </Flex>
            <ErrorAlert error={actionError} />
            <ExportButton list="chainTransfers" query={list.query} />
          </Flex>
          <ListTable<ChainTransfer, never, ChainTransferFilter>
            spec={CHAIN_TRANSFER_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('chain.loadFailed')}
            columns={chainTransferColumns({
              t,
              base,
              can,
              onError: setActionError,
            })}
            empty={
              <ListEmpty
                text={t('chain.empty')}
                search={list.query.search}
                filtered={list.filtered}
                onClear={() => list.update({ search: '', filters: { status: undefined } })}
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
