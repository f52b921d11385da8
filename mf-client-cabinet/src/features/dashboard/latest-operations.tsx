import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { Link } from 'react-router-dom';
import { type Operation, operationsQueryOptions } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { Icon } from '../../components/icon';
import { LoadState } from '../../components/load-state';
import { ShortTable } from '../../components/short-table';
import { useCabinetT } from '../../i18n';
import { useOperationColumns } from '../finance';

/** Spec §2: the dashboard lists financial operations; all of them are on fin-operation. */
export function LatestOperations() {
  const { t } = useCabinetT();
  const base = useBasePath();
  const operations = useQuery(operationsQueryOptions({ page: 1, pageSize: 5 }));
  const columns = useOperationColumns({ withType: false });
  return (
    <LoadState state={operations} failedTitle={t('latestOperations.loadFailed')}>
      {(page) => (
        <Card
          title={
            <Space>
              <Icon name="history" />
              {t('latestOperations.title')}
            </Space>
          }
          extra={<Link to={hrefOf(base, 'fin-operation')}>{t('latestOperations.all')}</Link>}
          data-testid="latest-operations"
        >
          <ShortTable<Operation>
            rowKey="id"
            columns={columns}
            dataSource={page.items}
            empty={t('latestOperations.empty')}
          />
        </Card>
      )}
    </LoadState>
  );
}
