import { screen, waitFor, within } from '@testing-library/react';
import {
  commonLocales,
  findTitle,
  mockApi,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from 'shared-ui/testing';
import { adminLocales } from '../i18n/all-languages';
import { adminUserFixture, ALL_PERMISSIONS } from '../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../testing/render-admin';

const en = adminLocales.en;
const page = (n: number, total = 45) => ({
  data: {
    items: [adminUserFixture(n * 10 + 1), adminUserFixture(n * 10 + 2, { roles: [] })],
    total,
  },
});

function setup(
  users: (request: MockRequest) => MockReply,
  handlers: Record<string, MockHandler> = {},
) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  const api = mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    'GET /api/admin/users': users,
    ...handlers,
  });
  const lastParams = () => api.requestsTo('GET /api/admin/users').at(-1)?.params;
  return { api, lastParams };
}

const location = () => screen.getByTestId('location').textContent ?? '';

/** A column's header cell (antd may render a second, hidden header row for measuring). */
function columnHeader(title: string): HTMLElement {
  const cell = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find(
    (th) => th.textContent === title,
  );
  if (!cell) throw new Error(`no column ${title}`);
  return cell;
}

it('requests the page, page size, sort and search held in the URL', async () => {
  const { lastParams } = setup(() => page(2));
  renderAdmin('/admin/manage?page=2&pageSize=50&sort=login:desc&search=ann');
  expect(await screen.findByText('user21')).toBeInTheDocument();
  expect(lastParams()).toEqual({ page: 2, pageSize: 50, sort: 'login:desc', search: 'ann' });
  expect(screen.getByLabelText(en.users.searchPlaceholder)).toHaveValue('ann');
  // The URL's sort shows on its column.
  expect(columnHeader(en.users.columns.login)).toHaveAttribute('aria-sort', 'descending');
});

it('shows id, login, name, email, roles as tags and the created date', async () => {
  setup(() => page(1));
  renderAdmin();
  const row = (await screen.findByText('user11')).closest('tr')!;
  const cells = within(row);
  expect(cells.getByText('11')).toBeInTheDocument();
  expect(cells.getByText('User 11')).toBeInTheDocument();
  expect(cells.getByText('user11@example.com')).toBeInTheDocument();
  expect(cells.getByText('support')).toHaveClass('ant-tag');
  expect(cells.getByText('Mar 14, 2025')).toBeInTheDocument();
  expect(
    within(screen.getByText('user12').closest('tr')!).getByText(en.users.noRoles),
  ).toBeTruthy();
  expect(screen.getByText(en.list.total.replace('{{total}}', '45'))).toBeInTheDocument();
});

it('sorting a column puts the sort in the URL, back to page 1, and requests it', async () => {
  const { lastParams } = setup(() => page(1));
  const { user } = renderAdmin('/admin/manage?page=3');
  await screen.findByText('user11');

  await user.click(columnHeader(en.users.columns.name));
  await waitFor(() => expect(location()).toBe('/admin/manage?sort=name%3Aasc'));
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 20, sort: 'name:asc' }));

  await user.click(columnHeader(en.users.columns.name));
  await waitFor(() => expect(location()).toBe('/admin/manage?sort=name%3Adesc'));
  await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'name:desc' }));
});

it('paging and the page size go to the URL and to the request', async () => {
  const { lastParams } = setup((request) => page(Number(request.params.page)));
  const { user } = renderAdmin();
  await screen.findByText('user11');

  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('user21')).toBeInTheDocument();
  expect(location()).toBe('/admin/manage?page=2');
  expect(lastParams()).toEqual({ page: 2, pageSize: 20 });
});

it('searching puts the text in the URL and requests it from page 1', async () => {
  const { lastParams } = setup(() => page(1));
  const { user } = renderAdmin('/admin/manage?page=2');
  await screen.findByText('user11');

  await user.type(screen.getByLabelText(en.users.searchPlaceholder), 'bob{Enter}');
  await waitFor(() => expect(location()).toBe('/admin/manage?search=bob'));
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 20, search: 'bob' }));
});

it('invalid URL values fall back to the defaults', async () => {
  const { lastParams } = setup(() => page(1));
  renderAdmin('/admin/manage?page=-1&pageSize=7&sort=password:asc');
  await screen.findByText('user11');
  expect(lastParams()).toEqual({ page: 1, pageSize: 20 });
});

it('says so when there are no users, and offers to clear a search that found none', async () => {
  setup(() => ({ data: { items: [], total: 0 } }));
  const { user } = renderAdmin('/admin/manage?search=zzz');
  expect(
    await screen.findByText(en.list.emptySearch.replace('{{search}}', 'zzz')),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en.list.clearFilters }));
  expect(await screen.findByText(en.users.empty)).toBeInTheDocument();
  expect(location()).toBe('/admin/manage');
});

it('a failed load shows the error and retry loads the list', async () => {
  const replies: MockReply[] = [
    { status: 500, data: { error: { code: 'INTERNAL', message: 'boom' } } },
    page(1),
  ];
  setup(() => replies.shift()!);
  const { user, navigate } = renderAdmin();
  expect(await screen.findByText(en.users.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(commonLocales.en.errors.INTERNAL);
  expect(navigate).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: commonLocales.en.actions.retry }));
  expect(await screen.findByText('user11')).toBeInTheDocument();
});

it('links to create, show and edit, by permission', async () => {
  setup(() => page(1));
  const { user } = renderAdmin();
  await screen.findByText('user11');
  expect(screen.getByLabelText(`${en.actions.edit} user11`)).toHaveAttribute(
    'href',
    '/admin/manage/users/edit/11',
  );
  await user.click(screen.getByRole('button', { name: en.users.create }));
  expect(await findTitle(en.routes.usersCreate)).toBeInTheDocument();
});

it('hides create and edit from an admin who may only view', async () => {
  storeAdminSession({ permissions: ['view-users'] });
  mockApi({
    'GET /api/user': currentAdminReply({ permissions: ['view-users'] }),
    'GET /api/admin/users': page(1),
  });
  renderAdmin();
  await screen.findByText('user11');
  expect(screen.getByLabelText(`${en.actions.view} user11`)).toBeInTheDocument();
  expect(screen.queryByLabelText(`${en.actions.edit} user11`)).toBeNull();
  expect(screen.queryByRole('button', { name: en.users.create })).toBeNull();
});

it('deleting a user requests the same page again and shows it without them', async () => {
  let deleted = false;
  const { api, lastParams } = setup(
    () => (deleted ? { data: { items: [adminUserFixture(11)], total: 1 } } : page(1, 2)),
    {
      'DELETE /api/admin/users/12': () => {
        deleted = true;
        return { status: 204 };
      },
    },
  );
  const { user } = renderAdmin('/admin/manage?search=user');
  await screen.findByText('user12');
  expect(api.requestsTo('GET /api/admin/users')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: `${en.actions.delete} user12` }));
  await user.click(
    within(await screen.findByRole('tooltip')).getByRole('button', { name: en.actions.delete }),
  );
  // The delete invalidates the users: the shown page is asked for again, with the same query.
  await waitFor(() => expect(screen.queryByText('user12')).toBeNull());
  expect(api.requestsTo('DELETE /api/admin/users/12')).toHaveLength(1);
  expect(api.requestsTo('GET /api/admin/users')).toHaveLength(2);
  expect(lastParams()).toEqual({ page: 1, pageSize: 20, search: 'user' });
  expect(screen.getByText('user11')).toBeInTheDocument();
  expect(screen.getByText(en.list.total.replace('{{total}}', '1'))).toBeInTheDocument();
});
