import {
  Fragment,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useInRouterContext } from 'react-router-dom';
import { ErrorBoundary, RemoteUnavailable, Spinner, useT } from 'shared-ui/public';
import { NavigationWatch } from './navigation-watch';
import { reloadPage } from './reload-page';
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

type Providers = LazyExoticComponent<ComponentType<{ children: ReactNode }>>;
const providersCache = new Map<number, Providers>();
/**
 * Whether antd's providers failed to load. The federation runtime keeps a failed shared module
 * (shared-ui's root, antd's groups) failed for the page's life, so only a fresh page recovers.
 */
let providersFailed = false;

/** antd's providers (and with them shared-ui's root), one lazy component per attempt. */
function lazyAntdProviders(attempt: number): Providers {
  let providers = providersCache.get(attempt);
  if (!providers) {
    providers = lazy(() =>
      import('./antd-providers').catch((error: unknown) => {
        providersFailed = true;
        throw error;
      }),
    );
    providersCache.set(attempt, providers);
  }
  return providers;
}

function Loading() {
  const { t } = useT();
  return (
    <div className="pp-centre">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

/**
 * Renders a remote's routes under the host router. A failed load shows the translated "section
 * unavailable" panel; Retry makes a fresh `lazy()` (React caches a rejected one) and a fresh boundary.
 * Under a router, each navigation also checks the registry for a newer version (NavigationWatch).
 * `antd`: the remote renders antd (the signed-in ones), so antd's theme, locale and App are put
 * around it; they load with it, never on the public pages.
 */
export function RemoteOutlet({ remote, antd = false }: { remote: string; antd?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const inRouter = useInRouterContext();
  // Created (and loading) now, beside the providers, not after them.
  const Routes = lazyRemoteRoutes(remote, attempt);
  const Providers = antd ? lazyAntdProviders(attempt) : Fragment;
  return (
    <>
      {inRouter && <NavigationWatch />}
      <ErrorBoundary
        key={`${remote}:${attempt}`}
        fallback={() => (
          <RemoteUnavailable
            onRetry={() => (providersFailed ? reloadPage() : setAttempt((a) => a + 1))}
          />
        )}
      >
        <Suspense fallback={<Loading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt in lazyAntdProviders, like the routes */}
          <Providers>
            <RemoteMark remote={remote}>
              {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt in lazyRemoteRoutes; a new one per retry is the point */}
              <Routes />
            </RemoteMark>
          </Providers>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
