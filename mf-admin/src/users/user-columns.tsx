import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { AdminUser } from 'shared-api';
import { hrefOf, type Language } from 'shared-ui';
import { dateText } from '../components/date-text';
import { DeleteButton } from '../components/delete-button';
import { Icon } from '../components/icon';
import { sortColumn, type ListState } from '../lists';
import type { USER_LIST } from './list-query';
import { RoleTags } from './role-tags';
import type { AdminKeysUnder } from '../i18n';

type Sort = ListState<(typeof USER_LIST.sortFields)[number]>['sort'];

interface ColumnOptions {
  t: TFunction;
  lang: Language;
  sort: Sort;
  base: string;
  can: (permission: string) => boolean;
  onDelete: (user: AdminUser) => Promise<void>;
  onDeleteError: (error: unknown) => void;
}

/** The list's columns; the sortable ones (ADMIN_USER_SORT_FIELDS) show the URL's sort. */
export function userColumns({
  t,
  lang,
  sort,
  base,
  can,
  onDelete,
  onDeleteError,
}: ColumnOptions): TableColumnsType<AdminUser> {
  const title = (field: AdminKeysUnder<'users.columns'>) => t(`users.columns.${field}`);
  return [
    { ...sortColumn('id', sort), title: title('id'), width: 80 },
    {
      ...sortColumn('login', sort),
      title: title('login'),
      render: (login: string) => <Typography.Text strong>{login}</Typography.Text>,
    },
    { ...sortColumn('name', sort), title: title('name') },
    { ...sortColumn('email', sort), title: title('email') },
    {
      key: 'roles',
      title: title('roles'),
      render: (_: unknown, user: AdminUser) => <RoleTags roles={user.roles} />,
    },
    {
      ...sortColumn('createdAt', sort),
      title: title('createdAt'),
      render: (iso: string) => dateText(iso, lang),
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, user: AdminUser) => (
        <Space>
          <Link
            to={hrefOf(base, `users/show/${user.id}`)}
            aria-label={`${t('actions.view')} ${user.login}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-users') && (
            <Link
              to={hrefOf(base, `users/edit/${user.id}`)}
              aria-label={`${t('actions.edit')} ${user.login}`}
            >
              <Icon name="edit" /> {t('actions.edit')}
            </Link>
          )}
          {can('delete-users') && (
            <DeleteButton
              link
              name={user.login}
              onDelete={() => onDelete(user)}
              onError={onDeleteError}
            />
          )}
        </Space>
      ),
    },
  ];
}
