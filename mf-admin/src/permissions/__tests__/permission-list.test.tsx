import { screen, within } from '@testing-library/react';
import { PERMISSIONS, type Permission } from 'shared-api';
import { findTitle, mockApi } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;

function setup(permissions: readonly Permission[]) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/permissions': {
      data: {
        items: PERMISSIONS.map((name) => ({
          name,
          roles:
            name === 'view-users'
              ? [
                  { id: 1, name: 'full' },
                  { id: 2, name: 'support' },
                ]
              : name === 'delete-users'
                ? []
                : [{ id: 1, name: 'full' }],
        })),
      },
    },
  });
}

const rowOf = (permission: Permission) => screen.getByText(permission).closest('tr')!;

it('lists every permission in its group with the roles holding it, linked to the role', async () => {
  setup(ALL_PERMISSIONS);
  renderAdmin('/admin/manage/permissions');
  await findTitle(en.routes.permissions);
  await screen.findByText('view-users');

  for (const p of PERMISSIONS)
    expect(screen.getByText(en.permissions.names[p])).toBeInTheDocument();
  const users = within(screen.getByTestId('permissions-users'));
  expect(users.getByText(en.permissions.groups.users)).toBeInTheDocument();
  expect(users.getByText('delete-users')).toBeInTheDocument();

  const row = within(rowOf('view-users'));
  expect(row.getByText('support').closest('a')).toHaveAttribute(
    'href',
    '/admin/manage/roles/show/2',
  );
  expect(row.getByText('full')).toBeInTheDocument();
  expect(within(rowOf('delete-users')).getByText(en.permissions.noRoles)).toBeInTheDocument();
});

it('shows role names without links to an admin who may not view roles', async () => {
  setup(['view-permissions']);
  renderAdmin('/admin/manage/permissions');
  await screen.findByText('view-users');
  expect(within(rowOf('view-users')).getByText('support').closest('a')).toBeNull();
});
