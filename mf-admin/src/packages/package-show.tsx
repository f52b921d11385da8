import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPackageQueryOptions, deleteAdminPackageMutationOptions, useCan } from 'shared-api';
import { hrefOf, Page, useBasePath, useLocalized } from 'shared-ui';
import { ActionError } from '../components/action-error';
import { DeleteButton } from '../components/delete-button';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { MoneyText } from '../money';
import { PackageStatusTag } from './package-status-tag';
import { DailyIncome, PackagePeriod } from './package-terms';

/**
 * packages/show/{id} (view-packages): the terms, status and sales. Delete (delete-packages) is
 * refused by the server once the package was sold (409 INVALID_STATE): that shows here.
 */
export function PackageShow() {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminPackageQueryOptions);
  const remove = useMutation(deleteAdminPackageMutationOptions());
  const [actionError, setActionError] = useState<unknown>(null);
  const pkg = record.data;
  const localized = useLocalized();
  const name = pkg && localized(pkg.nameI18n);
  const label = (field: AdminKeysUnder<'packages.columns'>) => t(`packages.columns.${field}`);

  const actions = pkg && (
    <Flex gap={8}>
      {can('update-packages') && (
        <Button
          icon={<Icon name="edit" />}
          onClick={() => void navigate(hrefOf(base, `packages/edit/${pkg.id}`))}
        >
          {t('actions.edit')}
        </Button>
      )}
      {can('delete-packages') && (
        <DeleteButton
          name={localized(pkg.nameI18n)}
          onDelete={async () => {
            setActionError(null);
            await remove.mutateAsync(pkg.id);
            void message.success(t('packages.deleted'));
            void navigate(hrefOf(base, 'packages'));
          }}
          onError={setActionError}
        />
      )}
    </Flex>
  );

  return (
    <Page
      title={pkg ? `${t('routes.packagesShow')} ${name}` : t('routes.packagesShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="packages">
        {(p) => (
          <Card>
            <ActionError
              error={actionError}
              texts={{ INVALID_STATE: t('packages.soldCannotDelete') }}
            />
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={label('id')}>{p.id}</Descriptions.Item>
              <Descriptions.Item label={label('name')}>{localized(p.nameI18n)}</Descriptions.Item>
              <Descriptions.Item label={label('price')}>
                <MoneyText micro={p.price} currency="GTC" />
              </Descriptions.Item>
              <Descriptions.Item label={label('dailyIncome')}>
                <DailyIncome bp={p.dailyIncomeBp} />
              </Descriptions.Item>
              <Descriptions.Item label={label('period')}>
                <PackagePeriod pkg={p} />
              </Descriptions.Item>
              <Descriptions.Item label={label('linearLevels')}>{p.linearLevels}</Descriptions.Item>
              <Descriptions.Item label={label('binaryDailyLimit')}>
                <MoneyText micro={p.binaryDailyLimit} currency="GTC" />
              </Descriptions.Item>
              <Descriptions.Item label={label('totalIncome')}>
                <MoneyText micro={p.totalIncome} currency="GTC" />
              </Descriptions.Item>
              <Descriptions.Item label={label('status')}>
                <PackageStatusTag status={p.status} />
              </Descriptions.Item>
              <Descriptions.Item label={label('soldCount')}>
                <span data-testid="sold-count">{p.soldCount}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
