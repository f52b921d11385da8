import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteRoleMutationOptions, roleQueryOptions, useCan } from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { DeleteButton } from '../components/delete-button';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { GrantedPermissions } from './granted-permissions';

/** roles/show/{id} (view-roles): the role's permissions by group and how many users hold it. */
export function RoleShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(roleQueryOptions);
  const remove = useMutation(deleteRoleMutationOptions());
  const [actionError, setActionError] = useState<unknown>(null);
  const role = record.data;

  const actions = role && (
    <Flex gap={8}>
      {can('update-roles') && (
        <Button
          icon={<Icon name="edit" />}
          onClick={() => void navigate(hrefOf(base, `roles/edit/${role.id}`))}
        >
          {t('actions.edit')}
        </Button>
      )}
      {can('delete-roles') && (
        <DeleteButton
          name={role.name}
          onDelete={async () => {
            setActionError(null);
            await remove.mutateAsync(role.id);
            void navigate(hrefOf(base, 'roles'));
          }}
          onError={setActionError}
        />
      )}
    </Flex>
  );

  return (
    <Page
      title={role ? `${t('routes.rolesShow')} ${role.name}` : t('routes.rolesShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="roles">
        {(r) => (
          <Card>
            <ErrorAlert error={actionError} />
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('roles.columns.id')}>{r.id}</Descriptions.Item>
              <Descriptions.Item label={t('roles.columns.name')}>{r.name}</Descriptions.Item>
              <Descriptions.Item label={t('roles.columns.userCount')}>
                {r.userCount}
              </Descriptions.Item>
              <Descriptions.Item label={t('roles.columns.permissions')}>
                <GrantedPermissions permissions={r.permissions} />
              </Descriptions.Item>
              <Descriptions.Item label={t('roles.columns.createdAt')}>
                {dateText(r.createdAt, lang, true)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
