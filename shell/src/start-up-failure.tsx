import { Button, MaintenancePage, PublicProviders, Result, useT } from 'shared-ui/public';

function RegistryUnavailable() {
  const { t } = useT();
  return (
    <Result
      status="error"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText')}
      extra={<Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>}
    />
  );
}

/** What the page shows when it cannot start: maintenance, or no registry to load remotes from. */
export function StartUpFailure({
  maintenance,
  contact,
}: {
  maintenance: boolean;
  contact: string;
}) {
  return (
    <PublicProviders>
      <div className="pp-root">
        {maintenance ? <MaintenancePage contact={contact} /> : <RegistryUnavailable />}
      </div>
    </PublicProviders>
  );
}
