import { Flex, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { ErrorBoundary, RemoteUnavailable } from 'shared-ui';
import { lazyRemoteRoutes } from './remotes';

/**
 * Renders a remote's routes under the host router. A failed load shows the translated "section
 * unavailable" panel; Retry makes a fresh `lazy()` (React caches a rejected one) and a fresh boundary.
 */
export function RemoteOutlet({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = lazyRemoteRoutes(remote, attempt);
  return (
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
        {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt in lazyRemoteRoutes; a new one per retry is the point */}
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
