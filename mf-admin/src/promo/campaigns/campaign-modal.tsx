import { useMutation } from '@tanstack/react-query';
import { Modal } from 'antd';
import { saveAdminPromoCampaignMutationOptions, type PromoCampaign } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useAdminT } from '../../i18n';
import { CampaignForm } from './campaign-form';

interface CampaignModalProps {
  /** `null`: closed; `'new'`: create; a campaign: edit it. */
  editing: PromoCampaign | 'new' | null;
  /** Closes the dialog: on cancel, and once the campaign is saved. */
  onClose: () => void;
}

/** Create or edit a campaign in a dialog over the campaigns tab (no route of its own). */
export function CampaignModal({ editing, onClose }: CampaignModalProps) {
  const { t } = useAdminT();
  const localized = useLocalized();
  const campaign = editing === 'new' || editing === null ? undefined : editing;
  // The campaigns (and the promo lists that name them) refetch once it is saved.
  const save = useMutation(saveAdminPromoCampaignMutationOptions());
  return (
    <Modal
      open={editing !== null}
      title={
        campaign
          ? t('promo.campaigns.editOf', { name: localized(campaign.nameI18n) })
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
        onSubmit={(input) => save.mutateAsync({ id: campaign?.id ?? null, body: input })}
        onSaved={onClose}
        onCancel={onClose}
      />
    </Modal>
  );
}
