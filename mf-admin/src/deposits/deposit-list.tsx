import { Card, Flex } from 'antd';
import {
  adminDepositsQueryOptions,
  DEPOSIT_STATUSES,
  depositQuerySchema,
  useCan,
  type Deposit,
} from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { MoneyFilters } from '../money';
import { depositColumns } from './deposit-columns';
import { DEPOSIT_LIST, type DepositFilter } from './list-query';

/** transactions/deposit (view-transactions): top-ups by status, partner and period (in the URL). */
export function DepositList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const list = useContractList(DEPOSIT_LIST, depositQuerySchema, adminDepositsQueryOptions);
  return (
    <Page title={t('routes.deposits')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <MoneyFilters
              filters={list.query.filters}
              update={list.update}
              selects={[
                {
                  name: 'status',
                  label: t('money.filters.status'),
                  options: DEPOSIT_STATUSES.map((s) => ({
                    value: s,
                    label: t(`money.statuses.${s}`),
                  })),
                },
              ]}
            />
            <ExportButton list="deposits" query={list.query} />
          </Flex>
          <ListTable<Deposit, never, DepositFilter>
            spec={DEPOSIT_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('deposits.loadFailed')}
            columns={depositColumns({ t, base, can })}
            empty={
              <ListEmpty
                text={t('deposits.empty')}
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
