import { adminLogout } from 'shared-api';
import { AppFrame } from 'shared-ui/frame';
import { useAdminT } from '../i18n';
import { AdminAccount } from './admin-account';
import { useAdminNav } from './use-admin-nav';
import { useRefreshPermissions } from './use-refresh-permissions';

/** The back-office frame: the permission-driven menu and the admin's name around the screen. */
export function AdminLayout() {
  const { t } = useAdminT();
  const nav = useAdminNav();
  useRefreshPermissions();

  return (
    <AppFrame
      brand={{ mark: 'A', name: t('layout.brand') }}
      nav={nav}
      account={(compact) => <AdminAccount compact={compact} />}
      onLogout={adminLogout}
    />
  );
}
