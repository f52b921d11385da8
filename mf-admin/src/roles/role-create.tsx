import { useNavigate } from 'react-router-dom';
import { createRole } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { RoleForm } from './role-form';

/** roles/create (create-roles). */
export function RoleCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  return (
    <Page title={t('routes.rolesCreate')}>
      <RoleForm
        onSubmit={createRole}
        onSaved={(role) => navigate(hrefOf(base, `roles/show/${role.id}`))}
        onCancel={() => navigate(hrefOf(base, 'roles'))}
      />
    </Page>
  );
}
