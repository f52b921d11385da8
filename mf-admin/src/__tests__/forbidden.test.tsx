import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { commonLocales, findTitle, mockApi } from 'shared-ui/testing';
import { adminLocales } from '../i18n/all-languages';
import { SUPPORT_PERMISSIONS } from '../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../testing/render-admin';

const en = adminLocales.en;

beforeEach(() => {
  storeAdminSession({ permissions: SUPPORT_PERMISSIONS });
  mockApi({
    'GET /api/user': currentAdminReply({ permissions: SUPPORT_PERMISSIONS }),
    'GET /api/admin/users': { data: { items: [], total: 0 } },
  });
});

it('a URL the admin lacks the permission for shows the 403 page and keeps the session', async () => {
  const { navigate } = renderAdmin('/admin/manage/roles');
  const page = await screen.findByTestId('forbidden-page');
  expect(page).toHaveTextContent(commonLocales.en.forbidden.title);
  expect(screen.queryByTestId('coming-soon')).toBeNull();
  // Inside the layout, still signed in: no logout, no redirect.
  expect(
    screen.getByLabelText(commonLocales.en.layout.navigation, { selector: 'nav' }),
  ).toBeInTheDocument();
  expect(localStorage.getItem('adminToken')).toBe('admin-token');
  expect(sessionStore.getState().adminToken).toBe('admin-token');
  expect(navigate).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage/roles');
});

it('a detail route is guarded by its own permission', async () => {
  renderAdmin('/admin/manage/users/edit/5');
  expect(await screen.findByTestId('forbidden-page')).toBeInTheDocument();
});

it('the 403 page offers the sections the admin may open', async () => {
  const { user } = renderAdmin('/admin/manage/statistics');
  const sections = await screen.findByTestId('available-sections');
  expect(sections).toHaveTextContent(en.forbidden.available);
  await user.click(screen.getByRole('button', { name: en.routes.partners }));
  expect(await findTitle(en.routes.partners)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage/partners');
});

it('the 403 page is translated', async () => {
  renderAdmin('/admin/manage/permissions', { language: 'de' });
  expect(await screen.findByTestId('forbidden-page')).toHaveTextContent(
    commonLocales.de.forbidden.title,
  );
  expect(screen.getByTestId('available-sections')).toHaveTextContent(
    adminLocales.de.forbidden.available,
  );
});

it('an unknown child path shows the not-found page', async () => {
  const { user } = renderAdmin('/admin/manage/no/such/page');
  expect(await screen.findByText('404')).toBeInTheDocument();
  await user.click(screen.getByText(commonLocales.en.actions.home));
  expect(await findTitle(en.routes.usersList)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/manage$/);
});
