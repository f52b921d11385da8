import { Button } from 'antd';
import { useState } from 'react';
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
  const [opening, setOpening] = useState(false);
  const open = async () => {
    onError(null);
    setOpening(true);
    try {
      const { url } = await loginAs(partnerId);
      window.open(url, '_blank', 'noopener');
    } catch (failure) {
      onError(failure);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button icon={<Icon name="export" />} loading={opening} onClick={open}>
      {t('partners.openCabinet')}
    </Button>
  );
}
