import { Card, Flex, Select } from 'antd';
import { listAdminPartners, type AdminPartner } from 'shared-api';
import { Page, useBasePath, useLanguage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ListEmpty, ListTable, SearchBox, toApiQuery, useListQuery, useLoad } from '../lists';
import { PARTNER_LIST, type PartnerSortField } from './list-query';
import { partnerColumns } from './partner-columns';

/** partners (view-partners): search, the active filter and sorting, state in the URL. */
export function PartnerList() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const base = useBasePath();
  const [query, update] = useListQuery(PARTNER_LIST);
  const { active, ...request } = toApiQuery(query);
  // The URL check (PARTNER_LIST) lets only 'true' and 'false' through.
  const page = useLoad(JSON.stringify([request, active]), () =>
    listAdminPartners({
      ...request,
      ...(active === 'true' || active === 'false' ? { active } : {}),
    }),
  );

  return (
    <Page title={t('routes.partners')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12}>
            <SearchBox
              value={query.search}
              placeholder={t('partners.searchPlaceholder')}
              onSearch={(search) => update({ search })}
            />
            <Select
              aria-label={t('partners.statusFilter')}
              placeholder={t('partners.statusFilter')}
              allowClear
              value={active}
              onChange={(value?: string) => update({ filters: { active: value } })}
              options={[
                { value: 'true', label: t('partners.active') },
                { value: 'false', label: t('partners.inactive') },
              ]}
              style={{ minWidth: 180 }}
            />
          </Flex>
          <ListTable<AdminPartner, PartnerSortField, 'active'>
            spec={PARTNER_LIST}
            query={query}
            update={update}
            rowKey="id"
            page={page}
            loadFailed={t('partners.loadFailed')}
            columns={partnerColumns({ t, lang, sort: query.sort, base })}
            empty={
              <ListEmpty
                text={t('partners.empty')}
                search={query.search}
                filtered={active !== undefined}
                onClear={() => update({ search: '', filters: { active: undefined } })}
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
