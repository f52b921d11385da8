import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { adminPromoCampaignsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { useAdminT } from '../i18n';
import { CampaignsTab } from './campaigns/campaigns-tab';
import { PromoPartnersTab } from './promo-partners-tab';

type Tab = 'partners' | 'campaigns';

/**
 * promo-partners (partners_promo_view): the partners of a campaign, and the campaigns themselves
 * in a second tab (spec §2 gives them no path of their own); `?tab=campaigns` keeps it on reload.
 */
export function PromoPartnersScreen() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'campaigns' ? 'campaigns' : 'partners';
  const campaigns = useQuery(adminPromoCampaignsQueryOptions());
  return (
    <Page title={t('routes.promoPartners')}>
      <Card>
        <Tabs
          activeKey={tab}
          // Each tab owns the query while it shows: the other's list state is not kept.
          onChange={(key) => setParams(key === 'campaigns' ? { tab: key } : {})}
          destroyOnHidden
          items={[
            {
              key: 'partners',
              label: t('promo.tabs.partners'),
              children: <PromoPartnersTab campaigns={campaigns.data} />,
            },
            {
              key: 'campaigns',
              label: t('promo.tabs.campaigns'),
              children: <CampaignsTab campaigns={campaigns} />,
            },
          ]}
        />
      </Card>
    </Page>
  );
}
