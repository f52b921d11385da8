import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from 'shared-api';
import { ErrorAlert, hrefOf, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { retryOf, shownError, type QueryState } from '../lists';
import { Icon } from './icon';

interface RecordStateProps<T> {
  record: QueryState<T>;
  /** The list to go back to from the not-found state (a child path of the route table). */
  listPath: string;
  children: (data: T) => ReactNode;
}

/**
 * A show or edit screen's record: a skeleton while it loads, a not-found state for an unknown id
 * (404), the translated error with Retry for any other failure, else the screen (kept on screen
 * while it is refreshed after a change).
 */
export function RecordState<T>({ record, listPath, children }: RecordStateProps<T>) {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const error = shownError(record);
  if (error) {
    const notFound = toApiError(error).code === 'NOT_FOUND';
    return (
      <Card>
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? t('record.notFound') : t('record.loadFailed')}
          data-testid={notFound ? 'record-not-found' : 'record-failed'}
          extra={
            <>
              {!notFound && <ErrorAlert error={error} />}
              <Button onClick={() => void navigate(hrefOf(base, listPath))}>
                {t('record.backToList')}
              </Button>
              {!notFound && (
                <Button type="primary" icon={<Icon name="reload" />} onClick={retryOf(record)}>
                  {t('actions.retry', { ns: 'common' })}
                </Button>
              )}
            </>
          }
        />
      </Card>
    );
  }
  if (record.data === undefined) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  return children(record.data);
}
