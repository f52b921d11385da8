import { Flex, Select } from 'antd';
import {
  adminPackageListQuerySchema,
  adminPackagesQueryOptions,
  PACKAGE_STATUSES,
  useCan,
  type InvestmentPackage,
} from 'shared-api';
import { useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, SearchBox, useContractList } from '../lists';
import { PACKAGE_LIST, type PackageSortField } from './list-query';
import { packageColumns } from './package-columns';

/** The catalogue with search, status filter and sort in the URL. */
export function PackageCatalogue() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const { query, update, page } = useContractList(
    PACKAGE_LIST,
    adminPackageListQuerySchema,
    adminPackagesQueryOptions,
  );
  const { status } = query.filters;

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} justify="space-between" align="start">
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
        <ExportButton list="packages" query={query} />
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
