import { Card, Flex } from 'antd';
import {
  adminWithdrawalsQueryOptions,
  CURRENCIES,
  useCan,
  WITHDRAWAL_STATUSES,
  withdrawalQuerySchema,
  type Withdrawal,
} from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { MoneyFilters } from '../money';
import { WITHDRAWAL_LIST, type WithdrawalFilter } from './list-query';
import { withdrawalColumns } from './withdrawal-columns';

/**
 * transactions/withdrawal (view-transactions): requests by status, currency, partner and period
 * (in the URL); pending ones past their deadline are flagged.
 */
export function WithdrawalList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const list = useContractList(
    WITHDRAWAL_LIST,
    withdrawalQuerySchema,
    adminWithdrawalsQueryOptions,
  );
  return (
    <Page title={t('routes.withdrawals')}>
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
                  options: WITHDRAWAL_STATUSES.map((s) => ({
                    value: s,
                    label: t(`money.statuses.${s}`),
                  })),
                },
                {
                  name: 'currency',
                  label: t('money.filters.currency'),
                  options: CURRENCIES.map((c) => ({ value: c, label: c })),
                },
              ]}
            />
            <ExportButton list="withdrawals" query={list.query} />
          </Flex>
          <ListTable<Withdrawal, never, WithdrawalFilter>
            spec={WITHDRAWAL_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('withdrawals.loadFailed')}
            columns={withdrawalColumns({ t, base, can })}
            empty={
              <ListEmpty
                text={t('withdrawals.empty')}
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
