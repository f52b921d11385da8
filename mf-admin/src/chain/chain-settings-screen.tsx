import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { chainSettingsQueryOptions, useCan } from 'shared-api';
import { Page } from 'shared-ui';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { ChainSettingsForm } from './chain-settings-form';

/**
 * settings/chain (update-transactions): the chain watcher's key, API and confirmations.
 * Reading them needs view-transactions too; without it nothing is asked (a 403 ends the session).
 */
export function ChainSettingsScreen() {
  const { t } = useAdminT();
  const can = useCan();
  const canRead = can('view-transactions');
  const settings = useQuery({ ...chainSettingsQueryOptions(), enabled: canRead });
  return (
    <Page title={t('routes.settingsChain')} subtitle={t('chainSettings.subtitle')}>
      {canRead ? (
        <RecordState record={settings} listPath="settings/chain">
          {(data) => <ChainSettingsForm settings={data} />}
        </RecordState>
      ) : (
        <Alert type="info" showIcon title={t('chainSettings.cannotRead')} />
      )}
    </Page>
  );
}
