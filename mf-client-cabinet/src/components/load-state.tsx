import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from 'shared-ui';
import { useCabinetT } from '../i18n';

/** What LoadState reads of a query. */
export type LoadedState<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isError' | 'isFetching' | 'refetch'
>;

/**
 * A screen's data states: a skeleton until the first answer (and while a retry runs), the
 * translated error with a retry when it fails, then `children(data)`; data already shown stays
 * while it is refreshed.
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
  if (state.data !== undefined) return children(state.data);
  if (!state.isError || state.isFetching) {
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
            <Button type="primary" onClick={() => void state.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    </Card>
  );
}
