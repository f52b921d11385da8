import { useNavigate } from 'react-router-dom';
import { getRole, updateRole } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { loadById, useRecordId } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { RoleForm } from './role-form';

/** roles/edit/{id} (update-roles). */
export function RoleEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const id = useRecordId();
  const record = useLoad(`role-${id}`, () => loadById(id, getRole));
  const title = `${t('routes.rolesEdit')}${record.data ? ` ${record.data.name}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="roles">
        {(role) => (
          <RoleForm
            role={role}
            onSubmit={(values) => updateRole(role.id, values)}
            onSaved={(saved) => navigate(hrefOf(base, `roles/show/${saved.id}`))}
            onCancel={() => navigate(hrefOf(base, `roles/show/${role.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
