import { useMutation } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { resetPartnerTwoFaMutationOptions } from 'shared-api';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface ResetTwoFaButtonProps {
  partnerId: number;
  login: string;
  onError: (error: unknown) => void;
}

/** Turns a partner's 2FA off (2fa_manage), after a confirmation; the server logs it. */
export function ResetTwoFaButton({ partnerId, login, onError }: ResetTwoFaButtonProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  // The partner is invalidated on success: the page shows 2FA off.
  const resetTwoFa = useMutation(resetPartnerTwoFaMutationOptions());
  const reset = async () => {
    onError(null);
    try {
      await resetTwoFa.mutateAsync(partnerId);
      void message.success(t('partners.twoFaResetDone'));
    } catch (failure) {
      onError(failure);
    }
  };
  // The confirmation closes at once: the button shows the reset until it is settled.
  return (
    <Popconfirm
      title={t('partners.resetTwoFaConfirm', { login })}
      okText={t('partners.resetTwoFa')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ danger: true }}
      onConfirm={() => void reset()}
    >
      <Button danger loading={resetTwoFa.isPending} icon={<Icon name="lock" />}>
        {t('partners.resetTwoFa')}
      </Button>
    </Popconfirm>
  );
}
