import { screen, waitFor, within } from '@testing-library/react';
import { commonLocales, apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import type { Permission } from 'shared-api';
import { adminLocales } from '../../i18n/all-languages';
import { adminUserFixture, ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const location = () => screen.getByTestId('location').textContent ?? '';

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/users/role-options': { data: { items: [{ id: 1, name: 'support' }] } },
    ...handlers,
  });
}

/** The confirmation's own Delete button (the popover's, not the row's). */
const confirmButton = async () =>
  within(await screen.findByRole('tooltip')).getByRole('button', { name: en.actions.delete });

describe('users/show/{id}', () => {
  it('shows the user with roles (linked) and the 2FA state', async () => {
    setup({
      'GET /api/admin/users/5': {
        data: adminUserFixture(5, { twoFactorEnabled: true, roles: [{ id: 3, name: 'auditor' }] }),
      },
    });
    renderAdmin('/admin/manage/users/show/5');
    expect(await findTitle(`${en.routes.usersShow} user5`)).toBeInTheDocument();
    expect(screen.getByText('user5@example.com')).toBeInTheDocument();
    expect(screen.getByText('auditor').closest('a')).toHaveAttribute(
      'href',
      '/admin/manage/roles/show/3',
    );
    expect(screen.getByTestId('two-fa-state')).toHaveTextContent(en.twoFa.on);
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const api = setup({
      'GET /api/admin/users/5': { data: adminUserFixture(5) },
      'DELETE /api/admin/users/5': { status: 204 },
      'GET /api/admin/users': pageReply([]),
    });
    const { user } = renderAdmin('/admin/manage/users/show/5');
    await findTitle(`${en.routes.usersShow} user5`);
    await user.click(screen.getByRole('button', { name: `${en.actions.delete} user5` }));
    expect(api.requestsTo('DELETE /api/admin/users/5')).toHaveLength(0);
    await user.click(await confirmButton());
    await waitFor(() => expect(location()).toBe('/admin/manage'));
    expect(api.requestsTo('DELETE /api/admin/users/5')).toHaveLength(1);
  });

  it('hides edit and delete from an admin who may only view', async () => {
    setup({ 'GET /api/admin/users/5': { data: adminUserFixture(5) } }, ['view-users']);
    renderAdmin('/admin/manage/users/show/5');
    await findTitle(`${en.routes.usersShow} user5`);
    expect(screen.queryByRole('button', { name: en.actions.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: `${en.actions.delete} user5` })).toBeNull();
  });
});

describe('the users list', () => {
  it('deletes a row only after the confirmation, then reloads the page', async () => {
    const pages = [
      pageReply([adminUserFixture(11), adminUserFixture(12)]),
      pageReply([adminUserFixture(12)]),
    ];
    const api = setup({
      'GET /api/admin/users': () => pages.shift() ?? pageReply([adminUserFixture(12)]),
      'DELETE /api/admin/users/11': { status: 204 },
    });
    const { user } = renderAdmin();
    await screen.findByText('user11');

    await user.click(screen.getByRole('button', { name: `${en.actions.delete} user11` }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', {
        name: common.actions.cancel,
      }),
    );
    expect(api.requestsTo('DELETE /api/admin/users/11')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `${en.actions.delete} user11` }));
    await user.click(await confirmButton());
    await waitFor(() => expect(screen.queryByText('user11')).toBeNull());
    expect(api.requestsTo('DELETE /api/admin/users/11')).toHaveLength(1);
    expect(api.requestsTo('GET /api/admin/users')).toHaveLength(2);
  });

  it('shows LAST_FULL_ADMIN as its translated text when the delete is refused', async () => {
    setup({
      'GET /api/admin/users': pageReply([adminUserFixture(11)]),
      'DELETE /api/admin/users/11': apiError(409, 'LAST_FULL_ADMIN'),
    });
    const { user } = renderAdmin();
    await screen.findByText('user11');
    await user.click(screen.getByRole('button', { name: `${en.actions.delete} user11` }));
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.LAST_FULL_ADMIN);
    expect(screen.getByText('user11')).toBeInTheDocument();
  });

  it('filters by role through the URL', async () => {
    const api = setup({ 'GET /api/admin/users': pageReply([adminUserFixture(11)]) });
    renderAdmin('/admin/manage?roleId=1&search=ann');
    await screen.findByText('user11');
    expect(api.requestsTo('GET /api/admin/users').at(-1)?.params).toEqual({
      page: 1,
      pageSize: 20,
      search: 'ann',
      roleId: 1,
    });
    // The filter shows the role's name once the options arrive.
    expect(await screen.findByTitle('support')).toBeInTheDocument();
  });
});
