import { Card, Tabs } from 'antd';
import { listDownline, type DownlinePartner } from 'shared-api';
import { Page } from 'shared-ui';
import { PagedTable } from '../../components/paged-table';
import { useLoad } from '../../hooks/use-load';
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
  const list = useLoad(`${line}:${query.page}:${query.pageSize}`, () =>
    listDownline({ line, page: query.page, pageSize: query.pageSize }),
  );

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
          list={{ ...list, page: query.page, pageSize: query.pageSize }}
          onPage={(next, pageSize) =>
            update({ page: pageSize === query.pageSize ? next : 1, pageSize })
          }
          columns={columns}
          rowKey="id"
          empty={t('linear.structure.empty', { line })}
          loadFailed={t('partners.loadFailed')}
        />
      </Card>
    </Page>
  );
}
