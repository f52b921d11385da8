import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import { useCabinetT } from '../i18n';

/** What `useFetch` and `useLoad` both give: the data (none yet), the failure, a reload. */
export interface LoadedState<T> {
  data: T | null | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void | Promise<void>;
}

/**
 * A screen's data states: a skeleton until the first answer, the translated error with a retry
 * when it fails, then `children(data)`.
 */
export function LoadState<T>({
  state,
  failedTitle,
  children,
}: {
  state: LoadedState<T>;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useCabinetT();
  if (state.data !== null && state.data !== undefined) return children(state.data);
  if (state.loading) {
    return (
      <Card data-testid="load-state-loading">
        <Skeleton active />
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="warning"
        title={failedTitle}
        extra={
          <>
            <ErrorAlert error={state.error} />
            <Button type="primary" onClick={() => void state.reload()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    </Card>
  );
}
