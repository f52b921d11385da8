import { useNavigate } from 'react-router-dom';
import { getAdminPackage, updateAdminPackage } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { loadById, useRecordId } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { PackageForm } from './package-form';

/** packages/edit/{id} (update-packages): new terms apply to purchases from now on. */
export function PackageEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const id = useRecordId();
  const record = useLoad(`package-${id}`, () => loadById(id, getAdminPackage));
  const title = `${t('routes.packagesEdit')}${record.data ? ` ${record.data.name}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="packages">
        {(pkg) => (
          <PackageForm
            pkg={pkg}
            onSubmit={(input) => updateAdminPackage(pkg.id, input)}
            onSaved={(saved) => navigate(hrefOf(base, `packages/show/${saved.id}`))}
            onCancel={() => navigate(hrefOf(base, `packages/show/${pkg.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
