import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { AppRoutes } from './routes/app-routes';
import { NavigatorBridge } from './routes/navigator-bridge';

/** `contact`: the support contact the maintenance page shows while the API is not there. */
export function App({ contact }: { contact: string }) {
  return (
    <AppProviders>
      <MaintenanceGate contact={contact}>
        <BrowserRouter>
          <NavigatorBridge />
          <AppRoutes />
        </BrowserRouter>
      </MaintenanceGate>
    </AppProviders>
  );
}
