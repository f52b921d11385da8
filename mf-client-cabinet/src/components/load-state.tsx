import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import type { Fetched } from '../hooks/use-fetch';
import { useCabinetT } from '../i18n';

/**
 * A screen's data states: a skeleton until the first answer, the translated error with a retry
 * when it fails, then `children(data)`.
 */
export function LoadState<T>({
  state,
  failedTitle,
  children,
}: {
  state: Fetched<T>;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useCabinetT();
  if (state.data !== null) return children(state.data);
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
