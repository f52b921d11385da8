import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { financeSettingsQueryOptions, useCan } from 'shared-api';
import { Page } from 'shared-ui';
import { RecordState } from '../../components/record-state';
import { useAdminT } from '../../i18n';
import { FinanceForm } from './finance-form';

/**
 * settings/finance (update-transactions): the admin-editable numbers of the business rules.
 * Reading them needs view-transactions too; without it nothing is asked (a 403 ends the session).
 */
export function FinanceSettingsScreen() {
  const { t } = useAdminT();
  const can = useCan();
  const canRead = can('view-transactions');
  const settings = useQuery({ ...financeSettingsQueryOptions(), enabled: canRead });
  return (
    <Page title={t('routes.settingsFinance')} subtitle={t('financeSettings.subtitle')}>
      {canRead ? (
        <RecordState record={settings} listPath="settings/finance">
          {(data) => <FinanceForm settings={data} />}
        </RecordState>
      ) : (
        <Alert type="info" showIcon title={t('financeSettings.cannotRead')} />
      )}
    </Page>
  );
}
