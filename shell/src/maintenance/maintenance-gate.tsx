import type { ReactNode } from 'react';
import { MaintenancePage } from 'shared-ui';
import { useApiDown } from './maintenance-watch';

/** The app, or the maintenance page while the API is not there (the app unmounts meanwhile). */
export function MaintenanceGate({ contact, children }: { contact: string; children: ReactNode }) {
  return useApiDown() ? <MaintenancePage contact={contact} /> : <>{children}</>;
}
