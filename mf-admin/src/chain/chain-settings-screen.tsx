import { Alert } from 'antd';
import { getChainSettings, useCan } from 'shared-api';
import { Page } from 'shared-ui';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { ChainSettingsForm } from './chain-settings-form';

/**
 * settings/chain (update-transactions): the chain watcher's key, API and confirmations.
 * Reading them needs view-transactions too; without it nothing is asked (a 403 ends the session).
 */
export function ChainSettingsScreen() {
  const { t } = useAdminT();
  const can = useCan();
  const canRead = can('view-transactions');
  const settings = useLoad(`chain-settings-${canRead}`, () =>
    canRead ? getChainSettings() : Promise.resolve(null),
  );
  return (
    <Page title={t('routes.settingsChain')} subtitle={t('chainSettings.subtitle')}>
      <RecordState record={settings} listPath="settings/chain">
        {(data) =>
          data ? (
            <ChainSettingsForm settings={data} />
          ) : (
            <Alert type="info" showIcon title={t('chainSettings.cannotRead')} />
          )
        }
      </RecordState>
    </Page>
  );
}
