import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { FrameIcon } from './frame-icon';

export interface LogoutButtonProps {
  /**
   * Ends the session (shared-api's `clientLogout`/`adminLogout` clear it and leave even when the
   * server call fails, so a rejection is swallowed here).
   */
  onLogout: () => Promise<unknown>;
  /** Phones: the icon alone; the accessible name stays "Log out". */
  iconOnly?: boolean;
}

/** The header's "Log out" button: a spinner while the session ends. */
export function LogoutButton({ onLogout, iconOnly = false }: LogoutButtonProps) {
  const { t } = useT();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await onLogout();
    } catch {
      // The local session is cleared even when the server call fails; nothing else to do.
    }
  };
  return (
    <Button
      icon={<FrameIcon name="logout" />}
      loading={pending}
      onClick={() => void logout()}
      aria-label={t('actions.logout')}
      title={t('actions.logout')}
    >
      {iconOnly ? null : t('actions.logout')}
    </Button>
  );
}
