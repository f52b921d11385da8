import { Outlet } from 'react-router-dom';
import { clientLogout } from 'shared-api';
import { AppFrame } from 'shared-ui/frame';
import { useMe } from '../features/me';
import { useCabinetT } from '../i18n';
import { InactiveNotice } from './inactive-notice';
import { ImpersonationNotice } from './impersonation-notice';
import { MeGate } from './me-gate';
import { PartnerSummary } from './partner-summary';
import { useCabinetNav } from './use-cabinet-nav';

/**
 * The client area's frame: menu, balances, name and avatar, the login-as and inactive notices;
 * screens wait for /me.
 */
export function CabinetLayout() {
  const { t } = useCabinetT();
  const nav = useCabinetNav();
  // Loads /me on entering the cabinet; the session's end clears it (shared-api's query client).
  const partner = useMe();

  return (
    <AppFrame
      brand={{ mark: 'P', name: t('layout.brand') }}
      nav={nav}
      account={(compact) => <PartnerSummary partner={partner} compact={compact} />}
      onLogout={clientLogout}
      notice={
        partner && (
          <>
            {partner.impersonated && <ImpersonationNotice />}
            {!partner.active && <InactiveNotice />}
          </>
        )
      }
    >
      <MeGate>
        <Outlet />
      </MeGate>
    </AppFrame>
  );
}
