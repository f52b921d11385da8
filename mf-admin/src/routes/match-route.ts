import { matchPath } from 'react-router-dom';
import { ADMIN_ROUTES, type AdminRoute } from './route-table';

/** The route a path (relative to /admin/manage) belongs to, if any. */
export function routeOf(relativePath: string): AdminRoute | undefined {
  const path = `/${relativePath.replace(/^\/+|\/+$/g, '')}`;
  return ADMIN_ROUTES.find((r) => matchPath({ path: `/${r.path}`, end: true }, path));
}

/** The menu item to highlight for a route: itself, or the list it belongs to. */
export function menuPathOf(route: AdminRoute): string {
  return route.inMenu ? route.path : (route.parent ?? route.path);
}
