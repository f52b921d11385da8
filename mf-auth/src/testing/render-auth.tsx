import { setNavigator } from 'shared-api/public';
import { renderWithProviders } from 'shared-ui/testing';
import AuthRoutes from '../routes';

/**
 * Renders the remote as the host mounts it for public paths (`<Route path="/*">`), at `route`.
 * `navigate` receives the paths shared-api sends the user to (spec §7: /client, /admin/manage).
 */
export function renderAuth(route: string) {
  const navigate = jest.fn<void, [string]>();
  setNavigator(navigate);
  return { navigate, ...renderWithProviders(<AuthRoutes />, { route, path: '/*' }) };
}
