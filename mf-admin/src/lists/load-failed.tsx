import { Button, Result } from 'antd';
import { ErrorAlert } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

interface LoadFailedProps {
  /** What could not be loaded ("The packages could not be loaded"). */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the translated error, and Retry. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useAdminT();
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <>
          <ErrorAlert error={error} />
          <Button type="primary" icon={<Icon name="reload" />} onClick={onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </>
      }
    />
  );
}
