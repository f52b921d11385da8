import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { saveRoleMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { RoleForm } from './role-form';

/** roles/create (create-roles). */
export function RoleCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const save = useMutation(saveRoleMutationOptions());
  return (
    <Page title={t('routes.rolesCreate')}>
      <RoleForm
        onSubmit={(body) => save.mutateAsync({ id: null, body })}
        onSaved={(role) => void navigate(hrefOf(base, `roles/show/${role.id}`))}
        onCancel={() => void navigate(hrefOf(base, 'roles'))}
      />
    </Page>
  );
}
