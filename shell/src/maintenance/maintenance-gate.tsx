import type { ReactNode } from 'react';
import { MaintenancePage } from 'shared-ui/public';
import { useApiDown } from './maintenance-watch';
import { useSupportContact } from './support-contact';

/**
 * The app, or the maintenance page while the API is not there (the app unmounts meanwhile). The
 * contact is the back-office's (settings), else the deployment's `contact`.
 */
export function MaintenanceGate({ contact, children }: { contact: string; children: ReactNode }) {
  const fromSettings = useSupportContact();
  return useApiDown() ? <MaintenancePage contact={fromSettings ?? contact} /> : <>{children}</>;
}
