import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_GROUPS } from 'shared-api';
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
import { ALL_PERMISSIONS, pageReply, roleFixture } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const location = () => screen.getByTestId('location').textContent ?? '';
const names = en.permissions.names;
const groups = en.permissions.groups;

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    ...handlers,
  });
}

const selectAll = (group: keyof typeof groups) =>
  screen.getByLabelText(en.roles.selectAllOf.replace('{{group}}', groups[group]));

describe('the roles list', () => {
  it('requests the URL state and shows each role with its user count', async () => {
    const api = setup({
      'GET /api/admin/roles': pageReply([roleFixture(3, { name: 'auditor', userCount: 7 })], 41),
    });
    renderAdmin('/admin/manage/roles?page=3&sort=name:desc&search=aud');
    const row = (await screen.findByText('auditor')).closest('tr')!;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/roles')[0]?.params).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'name:desc',
      search: 'aud',
    });
    expect(screen.getByLabelText(en.roles.searchPlaceholder)).toHaveValue('aud');
    expect(screen.getByLabelText(`${en.actions.edit} auditor`)).toHaveAttribute(
      'href',
      '/admin/manage/roles/edit/3',
    );
  });

  it('deletes a role after the confirmation', async () => {
    const api = setup({
      'GET /api/admin/roles': pageReply([roleFixture(3, { name: 'auditor' })]),
      'DELETE /api/admin/roles/3': { status: 204 },
    });
    const { user } = renderAdmin('/admin/manage/roles');
    await screen.findByText('auditor');
    await user.click(screen.getByRole('button', { name: `${en.actions.delete} auditor` }));
    expect(api.requestsTo('DELETE /api/admin/roles/3')).toHaveLength(0);
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: en.actions.delete }),
    );
    await waitFor(() => expect(api.requestsTo('DELETE /api/admin/roles/3')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/roles')).toHaveLength(2));
  });
});

describe('the role form', () => {
  it("a group's select-all ticks every permission of the group, and unticks them", async () => {
    setup({});
    const { user } = renderAdmin('/admin/manage/roles/create');
    await findTitle(en.routes.rolesCreate);

    await user.click(selectAll('users'));
    for (const p of PERMISSION_GROUPS.users) expect(screen.getByLabelText(names[p])).toBeChecked();
    expect(screen.getByLabelText(names['view-roles'])).not.toBeChecked();

    await user.click(screen.getByLabelText(names['delete-users']));
    expect(selectAll('users')).not.toBeChecked();
    expect(selectAll('users').closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');

    await user.click(selectAll('users'));
    await user.click(selectAll('users'));
    for (const p of PERMISSION_GROUPS.users)
      expect(screen.getByLabelText(names[p])).not.toBeChecked();
  });

  it('creates the role with the ticked permissions in the contract order; a taken name shows beside it', async () => {
    const replies = [
      apiError(409, 'ALREADY_EXISTS', { name: 'taken' }),
      { status: 201, data: roleFixture(8, { name: 'auditor' }) },
    ];
    const api = setup({
      'POST /api/admin/roles': () => replies.shift()!,
      'GET /api/admin/roles/8': { data: roleFixture(8, { name: 'auditor' }) },
    });
    const { user } = renderAdmin('/admin/manage/roles/create');
    await findTitle(en.routes.rolesCreate);

    await user.click(screen.getByRole('button', { name: common.actions.save }));
    await expectFieldMessage(en.roles.columns.name, common.validation.required);

    await fillField(user, screen.getByLabelText(en.roles.columns.name), 'auditor');
    await user.click(selectAll('logs'));
    await user.click(screen.getByLabelText(names['view-users']));
    await user.click(screen.getByRole('button', { name: common.actions.save }));
    await expectFieldMessage(en.roles.columns.name, common.validation.taken);
    expect(api.requestsTo('POST /api/admin/roles')[0]?.body).toEqual({
      name: 'auditor',
      permissions: ['view-users', 'view-admin-logs', 'view-client-logs'],
    });

    await user.click(screen.getByRole('button', { name: common.actions.save }));
    expect(await findTitle(`${en.routes.rolesShow} auditor`)).toBeInTheDocument();
    expect(location()).toBe('/admin/manage/roles/show/8');
  });

  it('edits a role starting from its permissions', async () => {
    const role = roleFixture(4, { name: 'support', permissions: ['view-users', 'view-partners'] });
    const api = setup({
      'GET /api/admin/roles/4': { data: role },
      'PUT /api/admin/roles/4': { data: role },
    });
    const { user } = renderAdmin('/admin/manage/roles/edit/4');
    await findTitle(`${en.routes.rolesEdit} support`);
    expect(screen.getByLabelText(names['view-partners'])).toBeChecked();
    await user.click(screen.getByLabelText(names['view-partners']));
    await user.click(screen.getByRole('button', { name: common.actions.save }));
    await waitFor(() => expect(location()).toBe('/admin/manage/roles/show/4'));
    expect(api.requestsTo('PUT /api/admin/roles/4')[0]?.body).toEqual({
      name: 'support',
      permissions: ['view-users'],
    });
  });
});

describe('roles/show/{id}', () => {
  it('shows the permissions by group and the user count', async () => {
    setup({
      'GET /api/admin/roles/4': {
        data: roleFixture(4, {
          name: 'support',
          permissions: ['view-users', '2fa_manage'],
          userCount: 5,
        }),
      },
    });
    renderAdmin('/admin/manage/roles/show/4');
    await findTitle(`${en.routes.rolesShow} support`);
    expect(screen.getByText(names['view-users'])).toBeInTheDocument();
    expect(screen.getByText(names['2fa_manage'])).toBeInTheDocument();
    expect(screen.getByText(`${groups.security}:`)).toBeInTheDocument();
    expect(screen.queryByText(`${groups.partners}:`)).toBeNull();
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('an unknown role shows the not-found state', async () => {
    setup({ 'GET /api/admin/roles/99': apiError(404, 'NOT_FOUND') });
    renderAdmin('/admin/manage/roles/show/99');
    expect(await screen.findByTestId('record-not-found')).toHaveTextContent(en.record.notFound);
  });
});
