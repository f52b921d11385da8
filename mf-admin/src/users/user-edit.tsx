import { useNavigate } from 'react-router-dom';
import { getAdminUser, updateAdminUser } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { loadById, useRecordId } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { UserForm } from './user-form';

/** users/edit/{id} (update-users). */
export function UserEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const id = useRecordId();
  const record = useLoad(`user-${id}`, () => loadById(id, getAdminUser));
  const title = `${t('routes.usersEdit')}${record.data ? ` ${record.data.login}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="">
        {(user) => (
          <UserForm
            user={user}
            onSubmit={(values) => updateAdminUser(user.id, values)}
            onSaved={(saved) => navigate(hrefOf(base, `users/show/${saved.id}`))}
            onCancel={() => navigate(hrefOf(base, `users/show/${user.id}`))}
          />
        )}
      </RecordState>
    </Page>
  );
}
