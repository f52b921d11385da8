import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert, PageSkeleton } from 'shared-ui';
import { useMeQuery } from '../features/me';
import { useCabinetT } from '../i18n';

/** Renders the screens once /me has loaded: a skeleton before, the error and a retry on failure. */
export function MeGate({ children }: { children: ReactNode }) {
  const { t } = useCabinetT();
  const me = useMeQuery();

  if (me.data) return children;
  if (!me.isError || me.isFetching) return <PageSkeleton />;
  return (
    <Card>
      <Result
        status="warning"
        title={t('me.loadFailed')}
        subTitle={t('me.loadFailedText')}
        extra={
          <>
            <ErrorAlert error={me.error} />
            <Button type="primary" onClick={() => void me.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    </Card>
  );
}
