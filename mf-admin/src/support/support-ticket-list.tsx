import { Card, Flex } from 'antd';
import {
  adminSupportTicketQuerySchema,
  adminSupportTicketsQueryOptions,
  type AdminSupportTicket,
} from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { SUPPORT_LIST, type SupportFilter } from './list-query';
import { supportColumns } from './support-columns';
import { SupportFilters } from './support-filters';

/** support (view-support): the tickets queue, filtered and paged in the URL. */
export function SupportTicketList() {
  const { t } = useAdminT();
  const base = useBasePath();
  const list = useContractList(
    SUPPORT_LIST,
    adminSupportTicketQuerySchema,
    adminSupportTicketsQueryOptions,
  );
  return (
    <Page title={t('routes.support')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <SupportFilters query={list.query} update={list.update} />
            <ExportButton list="supportTickets" query={list.query} />
          </Flex>
          <ListTable<AdminSupportTicket, never, SupportFilter>
            spec={SUPPORT_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('support.loadFailed')}
            columns={supportColumns(t, base)}
            empty={
              <ListEmpty
                text={t('support.empty')}
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
