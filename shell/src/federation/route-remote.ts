// Which remote a route renders, as plain functions: the entry chunk uses them before any shared
// module (React, the router, shared-api) has loaded, so this file imports nothing.

export interface Signed {
  client: boolean;
  admin: boolean;
}

/** The token of an admin's "log in as partner" link (`/client#loginAs=<token>`), if any. */
export const loginAsToken = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('loginAs');

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
 * The remote a route most likely renders before the session is known: a guarded prefix's own
 * (its visitors mostly have the session), the sign-in pages' auth. Start-up corrects a wrong guess
 * once the session is read (preload-route-remote.ts).
 */
export const likelyRemoteOf = (pathname: string, hash: string): string =>
  remoteOfPath(pathname, hash, {
    client: pathname === '/client' || pathname.startsWith('/client/'),
    admin: pathname.startsWith('/admin/manage'),
  });
