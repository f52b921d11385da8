import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { saveAdminPackageMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { PackageForm } from './package-form';

/** packages/create (create-packages): the new package opens on its show page. */
export function PackageCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const save = useMutation(saveAdminPackageMutationOptions());
  return (
    <Page title={t('routes.packagesCreate')}>
      <PackageForm
        onSubmit={(body) => save.mutateAsync({ id: null, body })}
        onSaved={(pkg) => void navigate(hrefOf(base, `packages/show/${pkg.id}`))}
        onCancel={() => void navigate(hrefOf(base, 'packages'))}
      />
    </Page>
  );
}
