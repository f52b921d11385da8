import { sessionStore } from 'shared-api/public';
import { preloadRoutes } from '../start-up/start-remotes';
import { remoteOfPath } from './route-remote';

/**
 * Starts loading the remote the current route renders for this session, before React renders:
 * its manifest, then its remoteEntry.js and the chunks of its routes together, instead of one
 * after another as the lazy route discovers them. The entry chunk already preloaded the likely
 * one (start-remotes.ts); this corrects a guess the session proves wrong. A failure is the
 * route's to show, when it loads the remote itself.
 */
export function preloadRouteRemote(location: Pick<Location, 'pathname' | 'hash'>) {
  const { clientToken, adminToken } = sessionStore.getState();
  const name = remoteOfPath(location.pathname, location.hash, {
    client: clientToken !== null,
    admin: adminToken !== null,
  });
  preloadRoutes(name);
}
