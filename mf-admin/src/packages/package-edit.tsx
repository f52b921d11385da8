import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminPackageQueryOptions, saveAdminPackageMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath, useLocalized } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { PackageForm } from './package-form';

/** packages/edit/{id} (update-packages): new terms apply to purchases from now on. */
export function PackageEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminPackageQueryOptions);
  const save = useMutation(saveAdminPackageMutationOptions());
  const localized = useLocalized();
  const title = `${t('routes.packagesEdit')}${record.data ? ` ${localized(record.data.nameI18n)}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="packages">
        {(pkg) => (
          <PackageForm
            pkg={pkg}
            onSubmit={(body) => save.mutateAsync({ id: pkg.id, body })}
            onSaved={(saved) => void navigate(hrefOf(base, `packages/show/${saved.id}`))}
            onCancel={() => void navigate(hrefOf(base, `packages/show/${pkg.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
