import { Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { AdminUser } from 'shared-api';
import { formatDate, hrefOf, type Language } from 'shared-ui';
import { Icon } from '../components/icon';
import type { UserListQuery, UserSortField } from './list-query';

interface ColumnOptions {
  t: TFunction;
  lang: Language;
  sort: UserListQuery['sort'];
  base: string;
  canEdit: boolean;
}

function dateText(iso: string, lang: Language): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatDate(iso, lang);
}

/** The list's columns; the sortable ones (ADMIN_USER_SORT_FIELDS) show the URL's sort. */
export function userColumns({
  t,
  lang,
  sort,
  base,
  canEdit,
}: ColumnOptions): TableColumnsType<AdminUser> {
  const sortable = (field: UserSortField) => ({
    key: field,
    dataIndex: field,
    title: t(`users.columns.${field}`),
    sorter: true,
    sortOrder:
      sort?.field === field
        ? sort.order === 'asc'
          ? ('ascend' as const)
          : ('descend' as const)
        : null,
  });
  return [
    { ...sortable('id'), width: 80 },
    {
      ...sortable('login'),
      render: (login: string) => <Typography.Text strong>{login}</Typography.Text>,
    },
    sortable('name'),
    sortable('email'),
    {
      key: 'roles',
      title: t('users.columns.roles'),
      render: (_: unknown, user: AdminUser) =>
        user.roles.length > 0 ? (
          <Flex wrap gap={4}>
            {user.roles.map((role) => (
              <Tag key={role.id} color="blue">
                {role.name}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('users.noRoles')}</Typography.Text>
        ),
    },
    { ...sortable('createdAt'), render: (iso: string) => dateText(iso, lang) },
    {
      key: 'actions',
      title: t('users.columns.actions'),
      render: (_: unknown, user: AdminUser) => (
        <Space>
          <Link
            to={hrefOf(base, `users/show/${user.id}`)}
            aria-label={`${t('users.view')} ${user.login}`}
          >
            <Icon name="eye" /> {t('users.view')}
          </Link>
          {canEdit && (
            <Link
              to={hrefOf(base, `users/edit/${user.id}`)}
              aria-label={`${t('users.edit')} ${user.login}`}
            >
              <Icon name="edit" /> {t('users.edit')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
