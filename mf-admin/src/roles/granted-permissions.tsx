import { Flex, Tag, Typography } from 'antd';
import { PERMISSION_GROUPS, type Permission, type PermissionGroup } from 'shared-api';
import { useAdminT } from '../i18n';

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly Permission[]][];

/** A role's permissions, read-only, by group; groups it holds nothing of are left out. */
export function GrantedPermissions({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useAdminT();
  const held = new Set(permissions);
  const groups = GROUPS.map(([group, names]) => ({
    group,
    names: names.filter((p) => held.has(p)),
  })).filter((g) => g.names.length > 0);
  if (groups.length === 0) {
    return <Typography.Text type="secondary">{t('roles.noPermissions')}</Typography.Text>;
  }
  return (
    <Flex vertical gap={8}>
      {groups.map(({ group, names }) => (
        <div key={group}>
          <Typography.Text strong>{t(`permissions.groups.${group}`)}: </Typography.Text>
          {names.map((p) => (
            <Tag key={p} title={p}>
              {t(`permissions.names.${p}`)}
            </Tag>
          ))}
        </div>
      ))}
    </Flex>
  );
}
