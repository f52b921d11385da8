import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Role } from 'shared-api';
import { hrefOf, type Language } from 'shared-ui';
import { dateText } from '../components/date-text';
import { DeleteButton } from '../components/delete-button';
import { Icon } from '../components/icon';
import { sortColumn, type ListState } from '../lists';
import type { RoleSortField } from './list-query';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  lang: Language;
  sort: ListState<RoleSortField>['sort'];
  base: string;
  can: (permission: string) => boolean;
  onDelete: (role: Role) => Promise<void>;
  onDeleteError: (error: unknown) => void;
}

export function roleColumns({
  t,
  lang,
  sort,
  base,
  can,
  onDelete,
  onDeleteError,
}: ColumnOptions): TableColumnsType<Role> {
  const title = (field: AdminKeysUnder<'roles.columns'>) => t(`roles.columns.${field}`);
  return [
    { ...sortColumn('id', sort), title: title('id'), width: 80 },
    {
      ...sortColumn('name', sort),
      title: title('name'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'permissions',
      title: title('permissions'),
      render: (_: unknown, role: Role) => role.permissions.length,
    },
    { key: 'userCount', dataIndex: 'userCount', title: title('userCount') },
    {
      ...sortColumn('createdAt', sort),
      title: title('createdAt'),
      render: (iso: string) => dateText(iso, lang),
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, role: Role) => (
        <Space>
          <Link
            to={hrefOf(base, `roles/show/${role.id}`)}
            aria-label={`${t('actions.view')} ${role.name}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-roles') && (
            <Link
              to={hrefOf(base, `roles/edit/${role.id}`)}
              aria-label={`${t('actions.edit')} ${role.name}`}
            >
              <Icon name="edit" /> {t('actions.edit')}
            </Link>
          )}
          {can('delete-roles') && (
            <DeleteButton
              link
              name={role.name}
              onDelete={() => onDelete(role)}
              onError={onDeleteError}
            />
          )}
        </Space>
      ),
    },
  ];
}
