import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminUserQueryOptions, saveAdminUserMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { UserForm } from './user-form';

/** users/edit/{id} (update-users). */
export function UserEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminUserQueryOptions);
  const save = useMutation(saveAdminUserMutationOptions());
  const title = `${t('routes.usersEdit')}${record.data ? ` ${record.data.login}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="">
        {(user) => (
          <UserForm
            user={user}
            onSubmit={(body) => save.mutateAsync({ id: user.id, body })}
            onSaved={(saved) => void navigate(hrefOf(base, `users/show/${saved.id}`))}
            onCancel={() => void navigate(hrefOf(base, `users/show/${user.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
