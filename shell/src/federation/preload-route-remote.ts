import { preloadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore } from 'shared-api/public';
import { loginAsToken } from '../routes/guards';

interface Signed {
  client: boolean;
  admin: boolean;
}

/**
 * The remote that will render `pathname`, following the route table and its guards
 * (routes/app-routes.tsx, routes/guards.tsx): a guarded prefix without its session, and a sign-in
 * page with one, end up elsewhere.
 */
export function remoteOfPath(pathname: string, hash: string, signed: Signed): string {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/client')) return signed.client || loginAsToken(hash) ? 'cabinet' : 'auth';
  if (under('/admin/manage') || pathname === '/admin') return signed.admin ? 'admin' : 'auth';
  if (pathname === '/login') return signed.client ? 'cabinet' : 'auth';
  return 'auth';
}

/**
 * Starts loading the current route's remote as soon as the registry is known, before React
 * renders: its manifest first, then its remoteEntry.js and the chunks of its routes together,
 * instead of one after another as the lazy route discovers them. A failure is the route's to
 * show, when it loads the remote itself.
 */
export function preloadRouteRemote(location: Pick<Location, 'pathname' | 'hash'>) {
  const { clientToken, adminToken } = sessionStore.getState();
  const name = remoteOfPath(location.pathname, location.hash, {
    client: clientToken !== null,
    admin: adminToken !== null,
  });
  // share: false, or every shared module the remote ever uses (date pickers…) would load now.
  preloadRemote([{ nameOrAlias: name, exposes: ['./Routes'], share: false }]).catch(() => {});
}
