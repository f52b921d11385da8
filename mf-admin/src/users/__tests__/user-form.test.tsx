import { screen, waitFor } from '@testing-library/react';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { adminUserFixture, ALL_PERMISSIONS } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const ROLE_OPTIONS = {
  data: {
    items: [
      { id: 1, name: 'support' },
      { id: 2, name: 'full' },
    ],
  },
};

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    'GET /api/admin/users/role-options': ROLE_OPTIONS,
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label);
const location = () => screen.getByTestId('location').textContent ?? '';

describe('users/create', () => {
  it('flags the required fields and a bad email before sending anything', async () => {
    const api = setup({});
    const { user } = renderAdmin('/admin/manage/users/create');
    await findTitle(en.routes.usersCreate);

    await user.click(screen.getByRole('button', { name: common.actions.save }));
    for (const label of [
      en.users.columns.login,
      en.users.columns.name,
      en.users.columns.email,
      en.users.password,
    ]) {
      await expectFieldMessage(label, common.validation.required);
    }
    await fillField(user, field(en.users.columns.email), 'not-an-email');
    await fillField(user, field(en.users.password), 'short');
    await expectFieldMessage(en.users.columns.email, common.validation.invalidEmail);
    await expectFieldMessage(en.users.password, common.validation.passwordTooShort);
    expect(api.requestsTo('POST /api/admin/users')).toHaveLength(0);
  });

  it('shows a taken login (409) beside the field, then creates and opens the user', async () => {
    const replies = [
      apiError(409, 'ALREADY_EXISTS', { login: 'taken' }),
      { status: 201, data: adminUserFixture(9, { login: 'olga' }) },
    ];
    const api = setup({
      'POST /api/admin/users': () => replies.shift()!,
      'GET /api/admin/users/9': { data: adminUserFixture(9, { login: 'olga' }) },
    });
    const { user } = renderAdmin('/admin/manage/users/create');
    await findTitle(en.routes.usersCreate);

    await fillField(user, field(en.users.columns.login), 'olga');
    await fillField(user, field(en.users.columns.name), 'Olga');
    await fillField(user, field(en.users.columns.email), 'olga@example.com');
    await fillField(user, field(en.users.password), 'secret-123');
    await user.click(screen.getByRole('button', { name: common.actions.save }));

    await expectFieldMessage(en.users.columns.login, common.validation.taken);
    expect(api.requestsTo('POST /api/admin/users')[0]?.body).toEqual({
      login: 'olga',
      name: 'Olga',
      email: 'olga@example.com',
      password: 'secret-123',
      roleIds: [],
    });

    await user.click(screen.getByRole('button', { name: common.actions.save }));
    expect(await findTitle(`${en.routes.usersShow} olga`)).toBeInTheDocument();
    expect(location()).toBe('/admin/manage/users/show/9');
  });

  it('assigns roles picked from the role options', async () => {
    const api = setup({
      'POST /api/admin/users': { status: 201, data: adminUserFixture(9) },
      'GET /api/admin/users/9': { data: adminUserFixture(9) },
    });
    const { user } = renderAdmin('/admin/manage/users/create');
    await findTitle(en.routes.usersCreate);
    await fillField(user, field(en.users.columns.login), 'olga');
    await fillField(user, field(en.users.columns.name), 'Olga');
    await fillField(user, field(en.users.columns.email), 'olga@example.com');
    await fillField(user, field(en.users.password), 'secret-123');

    await user.click(field(en.users.columns.roles));
    await user.click(await screen.findByTitle('full'));
    await user.click(screen.getByRole('button', { name: common.actions.save }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/users')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/users')[0]?.body).toMatchObject({ roleIds: [2] });
  });
});

describe('users/edit/{id}', () => {
  it('starts from the user; an empty password keeps the old one', async () => {
    const api = setup({
      'GET /api/admin/users/5': { data: adminUserFixture(5) },
      'PUT /api/admin/users/5': { data: adminUserFixture(5, { name: 'Renamed' }) },
    });
    const { user } = renderAdmin('/admin/manage/users/edit/5');
    expect(await findTitle(`${en.routes.usersEdit} user5`)).toBeInTheDocument();
    expect(field(en.users.columns.login)).toHaveValue('user5');

    await fillField(user, field(en.users.columns.name), 'Renamed');
    await user.click(screen.getByRole('button', { name: common.actions.save }));
    await waitFor(() => expect(location()).toBe('/admin/manage/users/show/5'));
    expect(api.requestsTo('PUT /api/admin/users/5')[0]?.body).toEqual({
      login: 'user5',
      name: 'Renamed',
      email: 'user5@example.com',
      password: '',
      roleIds: [1],
    });
  });

  it('shows LAST_FULL_ADMIN as its translated text and stays on the form', async () => {
    setup({
      'GET /api/admin/users/5': { data: adminUserFixture(5) },
      'PUT /api/admin/users/5': apiError(409, 'LAST_FULL_ADMIN'),
    });
    const { user, navigate } = renderAdmin('/admin/manage/users/edit/5');
    await findTitle(`${en.routes.usersEdit} user5`);
    await user.click(screen.getByRole('button', { name: common.actions.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.LAST_FULL_ADMIN);
    expect(location()).toBe('/admin/manage/users/edit/5');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an unknown id shows the not-found state, and a non-numeric one asks nothing', async () => {
    const api = setup({});
    const first = renderAdmin('/admin/manage/users/edit/404');
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent(en.record.notFound);
    first.unmount();

    renderAdmin('/admin/manage/users/edit/abc');
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/users/abc')).toHaveLength(0);
  });
});
