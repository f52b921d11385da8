import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { loginAs } from 'shared-api';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

/**
 * "Open cabinet" (login-as): the server makes a short-lived client token and answers the URL
 * that hands it to the cabinet in a new tab. This tab's admin session is left as it is.
 */
export function LoginAsButton({
  partnerId,
  onError,
}: {
  partnerId: number;
  onError: (error: unknown) => void;
}) {
  const { t } = useAdminT();
  // Nothing shown changes (the token is the new tab's), so there is nothing to invalidate.
  const login = useMutation({ mutationFn: loginAs });
  const open = async () => {
    onError(null);
    try {
      const { url } = await login.mutateAsync(partnerId);
      window.open(url, '_blank', 'noopener');
    } catch (failure) {
      onError(failure);
    }
  };
  return (
    <Button icon={<Icon name="export" />} loading={login.isPending} onClick={() => void open()}>
      {t('partners.openCabinet')}
    </Button>
  );
}
