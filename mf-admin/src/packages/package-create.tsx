import { useNavigate } from 'react-router-dom';
import { createAdminPackage } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { PackageForm } from './package-form';

/** packages/create (create-packages): the new package opens on its show page. */
export function PackageCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  return (
    <Page title={t('routes.packagesCreate')}>
      <PackageForm
        onSubmit={createAdminPackage}
        onSaved={(pkg) => navigate(hrefOf(base, `packages/show/${pkg.id}`))}
        onCancel={() => navigate(hrefOf(base, 'packages'))}
      />
    </Page>
  );
}
