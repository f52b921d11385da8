import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { clientLogout } from 'shared-api';
import { AppFrame } from 'shared-ui';
import { useMe, useMeStore } from '../features/me';
import { useCabinetT } from '../i18n';
import { InactiveNotice } from './inactive-notice';
import { ImpersonationNotice } from './impersonation-notice';
import { MeGate } from './me-gate';
import { PartnerSummary } from './partner-summary';
import { useCabinetNav } from './use-cabinet-nav';

/** Ends the client session (shared-api clears the token and goes to the login route). */
function logout() {
  return clientLogout().finally(() => useMeStore.getState().reset());
}

/**
 * The client area's frame: menu, balances, name and avatar, the login-as and inactive notices;
 * screens wait for /me.
 */
export function CabinetLayout() {
  const { t } = useCabinetT();
  const nav = useCabinetNav();
  const partner = useMe();

  useEffect(() => {
    void useMeStore.getState().load();
  }, []);

  return (
    <AppFrame
      brand={{ mark: 'P', name: t('layout.brand') }}
      nav={nav}
      account={(compact) => <PartnerSummary partner={partner} compact={compact} />}
      onLogout={logout}
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
