import { Flex, Select } from 'antd';
import { listAdminPackages, PACKAGE_STATUSES, useCan, type InvestmentPackage } from 'shared-api';
import { useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ListEmpty, ListTable, SearchBox, toApiQuery, useListQuery, useLoad } from '../lists';
import { PACKAGE_LIST, type PackageSortField } from './list-query';
import { packageColumns } from './package-columns';

const isStatus = (v?: string): v is InvestmentPackage['status'] =>
  (PACKAGE_STATUSES as readonly string[]).includes(v ?? '');

/** The catalogue with search, status filter and sort in the URL. */
export function PackageCatalogue() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const [query, update] = useListQuery(PACKAGE_LIST);
  const { status, ...request } = toApiQuery(query);
  const page = useLoad(JSON.stringify([request, status]), () =>
    listAdminPackages({ ...request, ...(isStatus(status) ? { status } : {}) }),
  );

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12}>
        <SearchBox
          value={query.search}
          placeholder={t('packages.searchPlaceholder')}
          onSearch={(search) => update({ search })}
        />
        <Select
          aria-label={t('packages.columns.status')}
          placeholder={t('packages.columns.status')}
          allowClear
          value={status}
          onChange={(value?: string) => update({ filters: { status: value } })}
          options={PACKAGE_STATUSES.map((s) => ({
            value: s,
            label: t(`packages.statuses.${s}`),
          }))}
          style={{ minWidth: 180 }}
        />
      </Flex>
      <ListTable<InvestmentPackage, PackageSortField, 'status'>
        spec={PACKAGE_LIST}
        query={query}
        update={update}
        rowKey="id"
        page={page}
        loadFailed={t('packages.loadFailed')}
        columns={packageColumns({ t, sort: query.sort, base, can })}
        empty={
          <ListEmpty
            text={t('packages.empty')}
            search={query.search}
            filtered={status !== undefined}
            onClear={() => update({ search: '', filters: { status: undefined } })}
          />
        }
      />
    </Flex>
  );
}
