import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore } from 'shared-api/public';
import { remoteOfPath } from './route-remote';

/**
 * Loads the routes of the remote the current route renders for this session, before React
 * renders. The entry chunk has been downloading the likely one since the registry answered
 * (start-remotes.ts); running its module now (the shared modules are there) lets it ask for its
 * texts in the current language beside the shell's, instead of after the first render. A wrong
 * guess is corrected here. A failure is the route's to show, when it loads the remote itself.
 */
export function preloadRouteRemote(location: Pick<Location, 'pathname' | 'hash'>) {
  const { clientToken, adminToken } = sessionStore.getState();
  const name = remoteOfPath(location.pathname, location.hash, {
    client: clientToken !== null,
    admin: adminToken !== null,
  });
  void loadRemote(`${name}/Routes`).catch(() => {});
}
