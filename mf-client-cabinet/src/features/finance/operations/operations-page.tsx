import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { type Operation, operationsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { useCabinetT } from '../../../i18n';
import { OperationFilters } from './operation-filters';
import { useOperationColumns } from './operation-columns';
import { useOperationQuery } from './use-operation-query';

/** `/client/fin-operation`: every balance movement, server-paged, filtered by type and period. */
export function OperationsPage() {
  const { t } = useCabinetT();
  const [query, update] = useOperationQuery();
  const columns = useOperationColumns();
  // The previous page stays on screen while the next one (or filter) loads.
  const page = useQuery({ ...operationsQueryOptions(query), placeholderData: keepPreviousData });
  const filtered = Boolean(query.type || query.from || query.to);

  return (
    <Page title={t('routes.finOperation.title')}>
      <Card>
        <Flex vertical gap={16}>
          <OperationFilters query={query} update={update} />
          <PagedTable<Operation>
            testId="operations-table"
            list={{
              query: page,
              page: query.page,
              pageSize: query.pageSize,
              setPage: (next, pageSize) =>
                update({ page: pageSize === query.pageSize ? next : 1, pageSize }),
            }}
            columns={columns}
            rowKey="id"
            empty={
              filtered ? (
                <Empty description={t('operations.emptyFiltered')}>
                  <Button
                    onClick={() => update({ type: undefined, from: undefined, to: undefined })}
                  >
                    {t('operations.clear')}
                  </Button>
                </Empty>
              ) : (
                <Empty description={t('operations.empty')} />
              )
            }
            loadFailed={t('operations.loadFailed')}
          />
        </Flex>
      </Card>
    </Page>
  );
}
