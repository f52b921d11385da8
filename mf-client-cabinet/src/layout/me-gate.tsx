import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert, PageSkeleton } from 'shared-ui';
import { useMeStore } from '../features/me';
import { useCabinetT } from '../i18n';

/** Renders the screens once /me has loaded: a skeleton before, the error and a retry on failure. */
export function MeGate({ children }: { children: ReactNode }) {
  const { t } = useCabinetT();
  const me = useMeStore((s) => s.me);
  const status = useMeStore((s) => s.status);
  const error = useMeStore((s) => s.error);
  const load = useMeStore((s) => s.load);

  if (me) return children;
  if (status !== 'error') return <PageSkeleton />;
  return (
    <Card>
      <Result
        status="warning"
        title={t('me.loadFailed')}
        subTitle={t('me.loadFailedText')}
        extra={
          <>
            <ErrorAlert error={error} />
            <Button type="primary" onClick={() => void load()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    </Card>
  );
}
