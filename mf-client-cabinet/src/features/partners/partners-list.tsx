import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { type DownlinePartner, downlineQueryOptions } from 'shared-api';
import { PagedTable } from '../../components/paged-table';
import { useCabinetT } from '../../i18n';
import { DownlineFilters } from './downline-filters';
import { useDownlineColumns } from './use-downline-columns';
import { useDownlineQuery } from './use-downline-query';

interface Props {
  /** 'true': my partners (active downline); 'false': deactivated partners. */
  active: 'true' | 'false';
  hint: string;
  empty: string;
  testId: string;
}

/** A downline list to depth 6 with the line filter and search in the URL, server-paged. */
export function PartnersList({ active, hint, empty, testId }: Props) {
  const { t } = useCabinetT();
  const [query, update] = useDownlineQuery();
  const columns = useDownlineColumns();
  const list = useQuery({
    ...downlineQueryOptions({ ...query, active }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(query.line || query.search);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{hint}</Typography.Text>
        <DownlineFilters query={query} update={update} />
        {list.data && (
          <Typography.Text type="secondary" data-testid="partners-total">
            {t('partners.total', { total: list.data.total })}
          </Typography.Text>
        )}
        <PagedTable<DownlinePartner>
          testId={testId}
          list={{
            query: list,
            page: query.page,
            pageSize: query.pageSize,
            setPage: (next, pageSize) =>
              update({ page: pageSize === query.pageSize ? next : 1, pageSize }),
          }}
          columns={columns}
          rowKey="id"
          empty={
            filtered ? (
              <Empty description={t('partners.emptyFiltered')}>
                <Button onClick={() => update({ line: undefined, search: undefined })}>
                  {t('partners.clear')}
                </Button>
              </Empty>
            ) : (
              <Empty description={empty} />
            )
          }
          loadFailed={t('partners.loadFailed')}
        />
      </Flex>
    </Card>
  );
}
