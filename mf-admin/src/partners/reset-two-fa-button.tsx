import { App, Button, Popconfirm } from 'antd';
import { resetPartnerTwoFa } from 'shared-api';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface ResetTwoFaButtonProps {
  partnerId: number;
  login: string;
  onDone: () => void;
  onError: (error: unknown) => void;
}

/** Turns a partner's 2FA off (2fa_manage), after a confirmation; the server logs it. */
export function ResetTwoFaButton({ partnerId, login, onDone, onError }: ResetTwoFaButtonProps) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const reset = async () => {
    onError(null);
    try {
      await resetPartnerTwoFa(partnerId);
      void message.success(t('partners.twoFaResetDone'));
      onDone();
    } catch (failure) {
      onError(failure);
    }
  };
  return (
    <Popconfirm
      title={t('partners.resetTwoFaConfirm', { login })}
      okText={t('partners.resetTwoFa')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ danger: true }}
      onConfirm={reset}
    >
      <Button danger icon={<Icon name="lock" />}>
        {t('partners.resetTwoFa')}
      </Button>
    </Popconfirm>
  );
}
