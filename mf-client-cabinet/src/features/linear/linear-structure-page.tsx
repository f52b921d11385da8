import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { type DownlinePartner, downlineQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { PagedTable } from '../../components/paged-table';
import { useCabinetT } from '../../i18n';
import { DOWNLINE_LINES, useDownlineColumns, useDownlineQuery } from '../partners';

/**
 * `/client/linear-structure`: the partners of each line (1..6) of the sponsor tree, active or not,
 * one tab per line; the line and the page are in the URL.
 */
export function LinearStructurePage() {
  const { t } = useCabinetT();
  const [query, update] = useDownlineQuery();
  const line = query.line ?? 1;
  const columns = useDownlineColumns({ withLine: false });
  const list = useQuery({
    ...downlineQueryOptions({ line, page: query.page, pageSize: query.pageSize }),
    placeholderData: keepPreviousData,
  });

  return (
    <Page title={t('routes.linearStructure.title')}>
      <Card>
        <Tabs
          activeKey={String(line)}
          onChange={(key) => update({ line: Number(key) })}
          items={DOWNLINE_LINES.map((n) => ({
            key: String(n),
            label: t('partners.lineN', { line: n }),
          }))}
        />
        <PagedTable<DownlinePartner>
          testId="linear-structure-table"
          list={{
            query: list,
            page: query.page,
            pageSize: query.pageSize,
            setPage: (next, pageSize) =>
              update({ page: pageSize === query.pageSize ? next : 1, pageSize }),
          }}
          columns={columns}
          rowKey="id"
          empty={t('linear.structure.empty', { line })}
          loadFailed={t('partners.loadFailed')}
        />
      </Card>
    </Page>
  );
}
