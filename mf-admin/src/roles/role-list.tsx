import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  deleteRoleMutationOptions,
  listQuerySchema,
  rolesQueryOptions,
  useCan,
  type Role,
} from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, SearchBox, useContractList } from '../lists';
import { ROLE_LIST, type RoleSortField } from './list-query';
import { roleColumns } from './role-columns';

/** roles (view-roles): every role with its user count; state in the URL. */
export function RoleList() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const { query, update, page } = useContractList(ROLE_LIST, listQuerySchema, rolesQueryOptions);
  const [actionError, setActionError] = useState<unknown>(null);
  // Invalidates the roles (this page refetches) and the users' role options.
  const deletion = useMutation(deleteRoleMutationOptions());

  const remove = async (role: Role) => {
    setActionError(null);
    await deletion.mutateAsync(role.id);
  };

  return (
    <Page
      title={t('routes.roles')}
      extra={
        can('create-roles') && (
          <Button
            type="primary"
            icon={<Icon name="plus" />}
            onClick={() => void navigate(hrefOf(base, 'roles/create'))}
          >
            {t('roles.create')}
          </Button>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <SearchBox
              value={query.search}
              placeholder={t('roles.searchPlaceholder')}
              onSearch={(search) => update({ search })}
            />
            <ErrorAlert error={actionError} />
            <ExportButton list="roles" query={query} />
          </Flex>
          <ListTable<Role, RoleSortField, never>
            spec={ROLE_LIST}
            query={query}
            update={update}
            rowKey="id"
            page={page}
            empty={
              <ListEmpty
                text={t('roles.empty')}
                search={query.search}
                filtered={false}
                onClear={() => update({ search: '' })}
              />
            }
            loadFailed={t('roles.loadFailed')}
            columns={roleColumns({
              t,
              lang,
              sort: query.sort,
              base,
              can,
              onDelete: remove,
              onDeleteError: setActionError,
            })}
          />
        </Flex>
      </Card>
    </Page>
  );
}
