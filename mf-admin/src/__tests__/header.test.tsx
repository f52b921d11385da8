import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { commonLocales, mockApi } from 'shared-ui/testing';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../testing/render-admin';

it("shows 'Admin' when no name is stored", async () => {
  storeAdminSession({ permissions: ['view-users'] });
  mockApi({
    'GET /api/user': { status: 500, data: { error: { code: 'INTERNAL', message: 'x' } } },
    'GET /api/admin/users': { data: { items: [], total: 0 } },
  });
  renderAdmin();
  expect(await screen.findByTestId('admin-name')).toHaveTextContent(/^Admin$/);
});

it('shows the stored name, refreshed from GET /api/user', async () => {
  storeAdminSession({ permissions: ['view-users'], username: 'Olga' });
  const api = mockApi({
    'GET /api/user': currentAdminReply({ permissions: ['view-users'], username: 'Olga Ivanova' }),
    'GET /api/admin/users': { data: { items: [], total: 0 } },
  });
  renderAdmin();
  expect(await screen.findByTestId('admin-name')).toHaveTextContent('Olga');
  await waitFor(() => expect(screen.getByTestId('admin-name')).toHaveTextContent('Olga Ivanova'));
  expect(api.requestsTo('GET /api/user')).toHaveLength(1);
});

it('logout calls the API, drops the token and permissions, and goes to /admin', async () => {
  storeAdminSession({ permissions: ['view-users'] });
  const api = mockApi({
    'GET /api/user': currentAdminReply({ permissions: ['view-users'] }),
    'GET /api/admin/users': { data: { items: [], total: 0 } },
    'POST /api/admin/logout': { data: { ok: true } },
  });
  const { user, navigate } = renderAdmin();
  await screen.findByTestId('admin-name');

  await user.click(screen.getByRole('button', { name: commonLocales.en.actions.logout }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
  expect(api.requestsTo('POST /api/admin/logout')).toHaveLength(1);
  expect(localStorage.getItem('adminToken')).toBeNull();
  expect(localStorage.getItem('adminPermissions')).toBeNull();
  expect(sessionStore.getState().adminPermissions).toEqual([]);
});
