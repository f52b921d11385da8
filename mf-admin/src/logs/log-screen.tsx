import { Card, Flex, type TableColumnsType } from 'antd';
import type { LogQuery, Page as PageOf } from 'shared-api';
import { Page } from 'shared-ui';
import { useAdminT, type AdminRouteKey } from '../i18n';
import { ListEmpty, ListTable } from '../lists';
import { LogFilters } from './log-filters';
import type { LogFilter } from './log-query';
import { useLogList } from './use-log-list';

interface LogScreenProps<T> {
  routeKey: AdminRouteKey;
  actions: readonly string[];
  /** Whose rows the log keeps: admins (admin log) or partners (client and partner logs). */
  actor: 'admin' | 'partner';
  list: (query: Partial<LogQuery>) => Promise<PageOf<T>>;
  columns: TableColumnsType<T>;
}

/** A log screen: the filters and a server-paged table, state in the URL. */
export function LogScreen<T extends { id: number }>({
  routeKey,
  actions,
  actor,
  list,
  columns,
}: LogScreenProps<T>) {
  const { t } = useAdminT();
  const { spec, query, update, page } = useLogList(actions, list);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <Page title={t(`routes.${routeKey}`)}>
      <Card>
        <Flex vertical gap={16}>
          <LogFilters query={query} update={update} actions={actions} actor={actor} />
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
