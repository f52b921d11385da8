import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { roleQueryOptions, saveRoleMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { RoleForm } from './role-form';

/** roles/edit/{id} (update-roles). */
export function RoleEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(roleQueryOptions);
  const save = useMutation(saveRoleMutationOptions());
  const title = `${t('routes.rolesEdit')}${record.data ? ` ${record.data.name}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="roles">
        {(role) => (
          <RoleForm
            role={role}
            onSubmit={(body) => save.mutateAsync({ id: role.id, body })}
            onSaved={(saved) => void navigate(hrefOf(base, `roles/show/${saved.id}`))}
            onCancel={() => void navigate(hrefOf(base, `roles/show/${role.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
