import { Flex, Spin } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { ErrorBoundary, RemoteUnavailable } from 'shared-ui';
import { NavigationWatch } from './navigation-watch';
import { lazyRemoteRoutes, runningRemotes } from './remotes';

/**
 * Marks where a remote's screen rendered, with the version it runs: the delivery smoke test waits
 * for it, and anyone reading the DOM can tell which build is on screen. `display: contents` keeps
 * it out of the layout. It renders only once the remote's routes have loaded (inside Suspense).
 */
function RemoteMark({ remote, children }: { remote: string; children: ReactNode }) {
  const version = runningRemotes().find((r) => r.name === remote)?.version;
  return (
    <div style={{ display: 'contents' }} data-remote={remote} data-remote-version={version}>
      {children}
    </div>
  );
}

/**
 * Renders a remote's routes under the host router. A failed load shows the translated "section
 * unavailable" panel; Retry makes a fresh `lazy()` (React caches a rejected one) and a fresh boundary.
 * Under a router, each navigation also checks the registry for a newer version (NavigationWatch).
 */
export function RemoteOutlet({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const inRouter = useInRouterContext();
  const Routes = lazyRemoteRoutes(remote, attempt);
  return (
    <>
      {inRouter && <NavigationWatch />}
      <ErrorBoundary
        key={`${remote}:${attempt}`}
        fallback={() => <RemoteUnavailable onRetry={() => setAttempt((a) => a + 1)} />}
      >
        <Suspense
          fallback={
            <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <RemoteMark remote={remote}>
            {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt in lazyRemoteRoutes; a new one per retry is the point */}
            <Routes />
          </RemoteMark>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
