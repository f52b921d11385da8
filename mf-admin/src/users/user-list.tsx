import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  adminUserListQuerySchema,
  adminUsersQueryOptions,
  deleteAdminUserMutationOptions,
  roleOptionsQueryOptions,
  useCan,
  type AdminUser,
} from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, SearchBox, useContractList } from '../lists';
import { USER_LIST } from './list-query';
import { roleSelectOptions } from './role-select-options';
import { userColumns } from './user-columns';

/** The users list (react-admin's List): server-side paging, sorting, search and role filter in the URL. */
export function UserList() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const { query, update, page } = useContractList(
    USER_LIST,
    adminUserListQuerySchema,
    adminUsersQueryOptions,
  );
  const { roleId } = query.filters;
  const roles = useQuery(roleOptionsQueryOptions());
  const [actionError, setActionError] = useState<unknown>(null);
  // Invalidates the users (this page refetches) and the roles' user counts.
  const deletion = useMutation(deleteAdminUserMutationOptions());

  const remove = async (user: AdminUser) => {
    setActionError(null);
    await deletion.mutateAsync(user.id);
  };

  const empty = (
    <ListEmpty
      text={t('users.empty')}
      search={query.search}
      filtered={roleId !== undefined}
      onClear={() => update({ search: '', filters: { roleId: undefined } })}
    />
  );

  return (
    <Page
      title={t('routes.usersList')}
      extra={
        can('create-users') && (
          <Button
            type="primary"
            icon={<Icon name="plus" />}
            onClick={() => void navigate(hrefOf(base, 'users/create'))}
          >
            {t('users.create')}
          </Button>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <Flex wrap gap={12}>
              <SearchBox
                value={query.search}
                placeholder={t('users.searchPlaceholder')}
                onSearch={(search) => update({ search })}
              />
              <Select
                aria-label={t('users.roleFilter')}
                placeholder={t('users.roleFilter')}
                allowClear
                loading={roles.isPending}
                options={roleSelectOptions(roles.data)}
                value={roleId ? Number(roleId) : undefined}
                onChange={(id?: number) =>
                  update({ filters: { roleId: id ? String(id) : undefined } })
                }
                style={{ minWidth: 200 }}
              />
            </Flex>
            <ErrorAlert error={actionError} />
            <ExportButton list="users" query={query} />
          </Flex>
          <ListTable<AdminUser, (typeof USER_LIST.sortFields)[number], 'roleId'>
            spec={USER_LIST}
            query={query}
            update={update}
            rowKey="id"
            page={page}
            empty={empty}
            loadFailed={t('users.loadFailed')}
            columns={userColumns({
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
