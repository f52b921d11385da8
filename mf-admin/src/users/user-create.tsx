import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { saveAdminUserMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { UserForm } from './user-form';

/** users/create (create-users): the new user opens on its show page. */
export function UserCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const save = useMutation(saveAdminUserMutationOptions());
  return (
    <Page title={t('routes.usersCreate')}>
      <UserForm
        onSubmit={(body) => save.mutateAsync({ id: null, body })}
        onSaved={(user) => void navigate(hrefOf(base, `users/show/${user.id}`))}
        onCancel={() => void navigate(hrefOf(base, ''))}
      />
    </Page>
  );
}
