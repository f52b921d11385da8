import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Card, Flex, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import {
  logQuerySchema,
  type AdminExportList,
  type LogQuery,
  type Page as PageOf,
} from 'shared-api';
import { Page } from 'shared-ui';
import { useAdminT, type AdminRouteKey } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { LogFilters } from './log-filters';
import { logListSpec, type LogFilter } from './log-query';

interface LogScreenProps<T, K extends QueryKey> {
  routeKey: AdminRouteKey;
  /** The log's CSV export. */
  exportList: AdminExportList;
  actions: readonly string[];
  /** Whose rows the log keeps: admins (admin log) or partners (client and partner logs). */
  actor: 'admin' | 'partner';
  /** The log's query options (shared-api). */
  options: (query: LogQuery) => UseQueryOptions<PageOf<T>, Error, PageOf<T>, K>;
  columns: TableColumnsType<T>;
}

/** A log screen: the filters and a server-paged table, state in the URL. */
export function LogScreen<T extends { id: number }, K extends QueryKey>({
  routeKey,
  exportList,
  actions,
  actor,
  options,
  columns,
}: LogScreenProps<T, K>) {
  const { t } = useAdminT();
  const spec = useMemo(() => logListSpec(actions), [actions]);
  const { query, update, page, filtered } = useContractList(spec, logQuerySchema, options);
  return (
    <Page title={t(`routes.${routeKey}`)}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <LogFilters query={query} update={update} actions={actions} actor={actor} />
            <ExportButton list={exportList} query={query} />
          </Flex>
          <ListTable<T, never, LogFilter>
            spec={spec}
            query={query}
            update={update}
            rowKey="id"
            page={page}
            columns={columns}
            loadFailed={t('logs.loadFailed')}
            empty={
              <ListEmpty
                text={t('logs.empty')}
                search=""
                filtered={filtered}
                onClear={() =>
                  update({
                    filters: {
                      actorId: undefined,
                      action: undefined,
                      from: undefined,
                      to: undefined,
                    },
                  })
                }
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
