import { useMutation } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { setAdminPartnerDisabledMutationOptions, type AdminPartnerDetail } from 'shared-api';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface AccessButtonProps {
  partner: Pick<AdminPartnerDetail, 'id' | 'login' | 'disabled'>;
  /** A refusal (409 INVALID_STATE when someone else got there first) goes to the screen. */
  onError: (error: unknown) => void;
}

/**
 * Deactivate (block sign-in; the server signs the partner out) or Activate, after a
 * confirmation (update-partners).
 */
export function AccessButton({ partner, onError }: AccessButtonProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const deactivate = !partner.disabled;
  const label = deactivate ? t('partners.deactivate') : t('partners.activate');
  // The partner's queries are invalidated on success: the page shows the new state.
  const toggle = useMutation(setAdminPartnerDisabledMutationOptions());
  const send = async () => {
    onError(null);
    try {
      await toggle.mutateAsync({ id: partner.id, disabled: deactivate });
      void message.success(deactivate ? t('partners.deactivated') : t('partners.activated'));
    } catch (failure) {
      onError(failure);
    }
  };
  // The confirmation closes at once: the button shows the change until it is settled.
  return (
    <Popconfirm
      title={t(deactivate ? 'partners.deactivateConfirm' : 'partners.activateConfirm', {
        login: partner.login,
      })}
      okText={label}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ danger: deactivate }}
      onConfirm={() => void send()}
    >
      <Button
        danger={deactivate}
        loading={toggle.isPending}
        icon={<Icon name={deactivate ? 'lock' : 'check'} />}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}
