import { Modal } from 'antd';
import { createAdminPromoCampaign, updateAdminPromoCampaign, type PromoCampaign } from 'shared-api';
import { useAdminT } from '../../i18n';
import { CampaignForm } from './campaign-form';

interface CampaignModalProps {
  /** `null`: closed; `'new'`: create; a campaign: edit it. */
  editing: PromoCampaign | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a campaign in a dialog over the campaigns tab (no route of its own). */
export function CampaignModal({ editing, onClose, onSaved }: CampaignModalProps) {
  const { t } = useAdminT();
  const campaign = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Modal
      open={editing !== null}
      title={
        campaign
          ? t('promo.campaigns.editOf', { name: campaign.name })
          : t('promo.campaigns.create')
      }
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <CampaignForm
        // A fresh form for each campaign opened.
        key={campaign?.id ?? 'new'}
        campaign={campaign}
        onSubmit={(input) =>
          campaign ? updateAdminPromoCampaign(campaign.id, input) : createAdminPromoCampaign(input)
        }
        onSaved={onSaved}
        onCancel={onClose}
      />
    </Modal>
  );
}
