import { Alert } from 'antd';
import { getFinanceSettings, useCan } from 'shared-api';
import { Page } from 'shared-ui';
import { RecordState } from '../../components/record-state';
import { useAdminT } from '../../i18n';
import { useLoad } from '../../lists';
import { FinanceForm } from './finance-form';

/**
 * settings/finance (update-transactions): the admin-editable numbers of the business rules.
 * Reading them needs view-transactions too; without it nothing is asked (a 403 ends the session).
 */
export function FinanceSettingsScreen() {
  const { t } = useAdminT();
  const can = useCan();
  const canRead = can('view-transactions');
  const settings = useLoad(`finance-settings-${canRead}`, () =>
    canRead ? getFinanceSettings() : Promise.resolve(null),
  );
  return (
    <Page title={t('routes.settingsFinance')} subtitle={t('financeSettings.subtitle')}>
      <RecordState record={settings} listPath="settings/finance">
        {(data) =>
          data ? (
            <FinanceForm settings={data} />
          ) : (
            <Alert type="info" showIcon title={t('financeSettings.cannotRead')} />
          )
        }
      </RecordState>
    </Page>
  );
}
