import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminUserQueryOptions, deleteAdminUserMutationOptions, useCan } from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { DeleteButton } from '../components/delete-button';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { TwoFaTag } from '../components/two-fa-tag';
import { useAdminT } from '../i18n';
import { RoleTags } from './role-tags';

/** users/show/{id} (view-users): the user with their roles and 2FA state. */
export function UserShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminUserQueryOptions);
  const remove = useMutation(deleteAdminUserMutationOptions());
  const [actionError, setActionError] = useState<unknown>(null);
  const user = record.data;

  const actions = user && (
    <Flex gap={8}>
      {can('update-users') && (
        <Button
          icon={<Icon name="edit" />}
          onClick={() => void navigate(hrefOf(base, `users/edit/${user.id}`))}
        >
          {t('actions.edit')}
        </Button>
      )}
      {can('delete-users') && (
        <DeleteButton
          name={user.login}
          onDelete={async () => {
            setActionError(null);
            await remove.mutateAsync(user.id);
            void navigate(hrefOf(base, ''));
          }}
          onError={setActionError}
        />
      )}
    </Flex>
  );

  return (
    <Page
      title={user ? `${t('routes.usersShow')} ${user.login}` : t('routes.usersShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="">
        {(u) => (
          <Card>
            <ErrorAlert error={actionError} />
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('users.columns.id')}>{u.id}</Descriptions.Item>
              <Descriptions.Item label={t('users.columns.login')}>{u.login}</Descriptions.Item>
              <Descriptions.Item label={t('users.columns.name')}>{u.name}</Descriptions.Item>
              <Descriptions.Item label={t('users.columns.email')}>{u.email}</Descriptions.Item>
              <Descriptions.Item label={t('users.columns.roles')}>
                <RoleTags roles={u.roles} linked />
              </Descriptions.Item>
              <Descriptions.Item label={t('twoFa.label')}>
                <TwoFaTag enabled={u.twoFactorEnabled} />
              </Descriptions.Item>
              <Descriptions.Item label={t('users.columns.createdAt')}>
                {dateText(u.createdAt, lang, true)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
