import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  PERMISSION_GROUPS,
  permissionsQueryOptions,
  useCan,
  type Permission,
  type PermissionGroup,
  type PermissionList as PermissionItems,
} from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { retryOf, shownError } from '../lists';

type Item = PermissionItems['items'][number];
const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly Permission[]][];

/** permissions (view-permissions): every permission, by group, with the roles holding it. */
export function PermissionList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const permissions = useQuery(permissionsQueryOptions());
  const { data } = permissions;
  const error = shownError(permissions);
  const byName = new Map((data ?? []).map((item) => [item.name, item]));

  const roles = (item: Item | undefined) =>
    item && item.roles.length > 0 ? (
      <Flex wrap gap={4}>
        {item.roles.map((role) => (
          <Tag key={role.id} color="blue">
            {can('view-roles') ? (
              <Link to={hrefOf(base, `roles/show/${role.id}`)}>{role.name}</Link>
            ) : (
              role.name
            )}
          </Tag>
        ))}
      </Flex>
    ) : (
      <Typography.Text type="secondary">{t('permissions.noRoles')}</Typography.Text>
    );

  let body;
  if (error) {
    body = (
      <Result
        status="warning"
        title={t('permissions.loadFailed')}
        extra={
          <>
            <ErrorAlert error={error} />
            <Button type="primary" icon={<Icon name="reload" />} onClick={retryOf(permissions)}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    );
  } else if (!data) {
    body = <Skeleton active />;
  } else {
    body = (
      <Flex vertical gap={24}>
        {GROUPS.map(([group, names]) => (
          <section key={group} data-testid={`permissions-${group}`}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t(`permissions.groups.${group}`)}
            </Typography.Title>
            <Table<Permission>
              rowKey={(name) => name}
              dataSource={[...names]}
              pagination={false}
              size="small"
              columns={[
                {
                  key: 'name',
                  title: t('permissions.columns.name'),
                  width: '40%',
                  render: (_: unknown, name: Permission) => (
                    <Flex vertical>
                      <Typography.Text>{t(`permissions.names.${name}`)}</Typography.Text>
                      <Typography.Text type="secondary" code>
                        {name}
                      </Typography.Text>
                    </Flex>
                  ),
                },
                {
                  key: 'roles',
                  title: t('permissions.columns.roles'),
                  render: (_: unknown, name: Permission) => roles(byName.get(name)),
                },
              ]}
            />
          </section>
        ))}
      </Flex>
    );
  }

  return (
    <Page title={t('routes.permissions')} subtitle={t('permissions.subtitle')}>
      <Card>{body}</Card>
    </Page>
  );
}
