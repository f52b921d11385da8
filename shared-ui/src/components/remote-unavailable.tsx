import { useT } from '../i18n/i18n';
import { Button } from '../primitives/button';
import { Result } from '../primitives/result';

/** Shown in place of a remote that failed to load; the rest of the shell keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText')}
      data-testid="remote-unavailable"
      extra={
        <Button variant="primary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
