import { Flex } from 'antd';
import {
  adminPromoPartnersQueryOptions,
  promoListQuerySchema,
  type PromoCampaign,
  type PromoPartner,
} from 'shared-api';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { PROMO_LIST, type PromoFilter } from './list-query';
import { promoPartnerColumns } from './promo-partner-columns';
import { PromoFilters } from './promo-filters';

/** The partners with a level in the chosen campaign; search, campaign and page in the URL. */
export function PromoPartnersTab({
  campaigns,
}: {
  campaigns: readonly PromoCampaign[] | undefined;
}) {
  const { t } = useAdminT();
  const list = useContractList(PROMO_LIST, promoListQuerySchema, adminPromoPartnersQueryOptions);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} justify="space-between" align="start">
        <PromoFilters query={list.query} update={list.update} campaigns={campaigns} />
        <ExportButton list="promoPartners" query={list.query} />
      </Flex>
      <ListTable<PromoPartner, never, PromoFilter>
        spec={PROMO_LIST}
        query={list.query}
        update={list.update}
        rowKey={(row) => row.partner.id}
        page={list.page}
        loadFailed={t('promo.partnersLoadFailed')}
        columns={promoPartnerColumns(t)}
        empty={
          <ListEmpty
            text={t('promo.partnersEmpty')}
            search={list.query.search}
            filtered={list.filtered}
            onClear={() => list.update({ search: '', filters: { campaignId: undefined } })}
          />
        }
      />
    </Flex>
  );
}
