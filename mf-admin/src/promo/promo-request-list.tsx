import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import {
  adminPromoCampaignsQueryOptions,
  adminPromoRequestsQueryOptions,
  promoListQuerySchema,
  type PromoRequest,
} from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { PROMO_LIST, type PromoFilter } from './list-query';
import { PromoFilters } from './promo-filters';
import { promoRequestColumns } from './promo-request-columns';

/** promo-requests (partners_promo_view): the participant forms, by campaign, searched. */
export function PromoRequestList() {
  const { t } = useAdminT();
  const base = useBasePath();
  const campaigns = useQuery(adminPromoCampaignsQueryOptions());
  const list = useContractList(PROMO_LIST, promoListQuerySchema, adminPromoRequestsQueryOptions);
  return (
    <Page title={t('routes.promoRequests')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <PromoFilters query={list.query} update={list.update} campaigns={campaigns.data} />
            <ExportButton list="promoRequests" query={list.query} />
          </Flex>
          <ListTable<PromoRequest, never, PromoFilter>
            spec={PROMO_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('promo.requestsLoadFailed')}
            columns={promoRequestColumns(t, base)}
            empty={
              <ListEmpty
                text={t('promo.requestsEmpty')}
                search={list.query.search}
                filtered={list.filtered}
                onClear={() => list.update({ search: '', filters: { campaignId: undefined } })}
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
