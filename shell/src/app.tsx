import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PublicProviders } from 'shared-ui/public';
import { AboutPanel } from './federation/about/about-panel';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { AppRoutes } from './routes/app-routes';
import { NavigatorBridge } from './routes/navigator-bridge';

/**
 * A data router (not BrowserRouter) so that a form with unsaved edits can hold a navigation
 * (useBlocker); its one splat route renders the route tree of spec §2, remotes' routes below it.
 */
const createRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <NavigatorBridge />
          <AppRoutes />
        </>
      ),
    },
  ]);

/** `contact`: the support contact the maintenance page shows while the API is not there. */
export function App({ contact }: { contact: string }) {
  const [router] = useState(createRouter);
  return (
    <PublicProviders>
      <MaintenanceGate contact={contact}>
        <RouterProvider router={router} />
      </MaintenanceGate>
      {/* Beside the router, under the page's one set of providers (one toast list, one live region). */}
      <AboutPanel />
    </PublicProviders>
  );
}
