import { useT } from '../i18n/i18n';
import { Button } from '../primitives/button';
import { Result } from '../primitives/result';

export function NotFoundPage({ onHome }: { onHome: () => void }) {
  const { t } = useT();
  return (
    <Result
      status="info"
      title="404"
      subTitle={t('notFound.title')}
      extra={<Button onClick={onHome}>{t('actions.home')}</Button>}
    />
  );
}

export function ForbiddenPage() {
  const { t } = useT();
  return (
    <Result
      status="warning"
      title={t('forbidden.title')}
      subTitle={t('forbidden.text')}
      data-testid="forbidden-page"
    />
  );
}

/** Spec §8 maintenance: an apology and a support contact. */
export function MaintenancePage({ contact }: { contact: string }) {
  const { t } = useT();
  return (
    <Result
      status="info"
      title={t('maintenance.title')}
      subTitle={
        <>
          <p>{t('maintenance.text')}</p>
          <p>{t('maintenance.support', { contact })}</p>
        </>
      }
      data-testid="maintenance-page"
    />
  );
}
