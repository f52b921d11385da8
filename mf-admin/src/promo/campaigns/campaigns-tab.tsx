import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useCan, type PromoCampaign } from 'shared-api';
import { Icon } from '../../components/icon';
import { useAdminT } from '../../i18n';
import { LoadedTable, type QueryState } from '../../lists';
import { campaignColumns } from './campaign-columns';
import { CampaignModal } from './campaign-modal';
import { CampaignTiers } from './campaign-tiers';

interface CampaignsTabProps {
  campaigns: QueryState<PromoCampaign[]>;
}

/**
 * The campaigns with their levels (expand a row). Creating and editing need partners_promo_create:
 * without it the buttons are not shown (the server refuses anyway).
 */
export function CampaignsTab({ campaigns }: CampaignsTabProps) {
  const { t } = useAdminT();
  const can = useCan();
  const manage = can('partners_promo_create');
  const [editing, setEditing] = useState<PromoCampaign | 'new' | null>(null);
  return (
    <Flex vertical gap={16}>
      {manage && (
        <Button
          type="primary"
          icon={<Icon name="plus" />}
          onClick={() => setEditing('new')}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('promo.campaigns.create')}
        </Button>
      )}
      <LoadedTable<PromoCampaign>
        rows={campaigns}
        rowKey="id"
        columns={campaignColumns({ t, onEdit: manage ? setEditing : undefined })}
        loadFailed={t('promo.campaigns.loadFailed')}
        empty={t('promo.campaigns.empty')}
        expandable={{ expandedRowRender: (c) => <CampaignTiers campaign={c} /> }}
      />
      {manage && <CampaignModal editing={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
