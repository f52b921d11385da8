import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCan } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';

interface RoleRef {
  id: number;
  name: string;
}

/** A user's roles as tags; each links to its role when `linked` and the admin may view roles. */
export function RoleTags({ roles, linked = false }: { roles: RoleRef[]; linked?: boolean }) {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  if (roles.length === 0) {
    return <Typography.Text type="secondary">{t('users.noRoles')}</Typography.Text>;
  }
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id} color="blue">
          {linked && can('view-roles') ? (
            <Link to={hrefOf(base, `roles/show/${role.id}`)}>{role.name}</Link>
          ) : (
            role.name
          )}
        </Tag>
      ))}
    </Flex>
  );
}
