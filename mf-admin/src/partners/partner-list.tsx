import { Button, Card, Flex, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  adminPartnerListQuerySchema,
  adminPartnersQueryOptions,
  useCan,
  type AdminPartner,
} from 'shared-api';
import { hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, SearchBox, useContractList } from '../lists';
import { PARTNER_LIST, type PartnerFilter, type PartnerSortField } from './list-query';
import { partnerColumns } from './partner-columns';

/** partners (view-partners): search, the status and sign-in filters and sorting, state in the URL. */
export function PartnerList() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const { query, update, page } = useContractList(
    PARTNER_LIST,
    adminPartnerListQuerySchema,
    adminPartnersQueryOptions,
  );
  const { active, disabled } = query.filters;

  return (
    <Page
      title={t('routes.partners')}
      extra={
        can('create-partners') && (
          <Button
            type="primary"
            icon={<Icon name="plus" />}
            onClick={() => void navigate(hrefOf(base, 'partners/create'))}
          >
            {t('partners.create')}
          </Button>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
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
              <Select
                aria-label={t('partners.accessFilter')}
                placeholder={t('partners.accessFilter')}
                allowClear
                value={disabled}
                onChange={(value?: string) => update({ filters: { disabled: value } })}
                options={[
                  { value: 'true', label: t('partners.disabled') },
                  { value: 'false', label: t('partners.allowed') },
                ]}
                style={{ minWidth: 180 }}
              />
            </Flex>
            <ExportButton list="partners" query={query} />
          </Flex>
          <ListTable<AdminPartner, PartnerSortField, PartnerFilter>
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
                filtered={active !== undefined || disabled !== undefined}
                onClear={() =>
                  update({ search: '', filters: { active: undefined, disabled: undefined } })
                }
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
