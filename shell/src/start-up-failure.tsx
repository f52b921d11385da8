import { Button, Result } from 'antd';
import { AppProviders, MaintenancePage, useT } from 'shared-ui';

function RegistryUnavailable() {
  const { t } = useT();
  return (
    <Result
      status="500"
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
    <AppProviders>
      {maintenance ? <MaintenancePage contact={contact} /> : <RegistryUnavailable />}
    </AppProviders>
  );
}
