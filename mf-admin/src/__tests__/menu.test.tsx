import { screen, waitFor } from '@testing-library/react';
import { commonLocales, findTitle, hrefs, linkTo, menu, mockApi } from 'shared-ui/testing';
import { adminLocales } from '../i18n/all-languages';
import { visibleMenu } from '../routes/menu-model';
import { ALL_PERMISSIONS, SUPPORT_PERMISSIONS } from '../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const nav = () => screen.getByLabelText(common.layout.navigation, { selector: 'nav' });
const setup = (permissions: typeof ALL_PERMISSIONS) => {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/users': { data: { items: [], total: 0 } },
    'GET /api/admin/promo/requests': { data: { items: [], total: 0 } },
    'GET /api/admin/promo/campaigns': { data: { items: [] } },
  });
};

it('the menu model keeps only the items the admin holds the permission for', () => {
  const model = visibleMenu((p) => SUPPORT_PERMISSIONS.includes(p as never));
  expect(model.map((g) => [g.group, g.routes.map((r) => r.path)])).toEqual([
    ['users', ['']],
    ['partners', ['partners']],
    [
      'transactions',
      [
        'transactions',
        'transactions/deposit',
        'transactions/withdrawal',
        'transactions/transfer',
        'transactions/chain',
      ],
    ],
    ['logs', ['client-logs', 'partner-logs']],
  ]);
  expect(visibleMenu(() => false)).toEqual([]);
});

it('a support admin sees only users, partners, transactions and client/partner logs', async () => {
  setup(SUPPORT_PERMISSIONS);
  const { user } = renderAdmin();
  await findTitle(en.routes.usersList);

  const shown = menu(common.layout.navigation);
  for (const hidden of ['access', 'packages', 'statistics', 'promo', 'settings'] as const) {
    expect(shown.queryByText(en.groups[hidden])).toBeNull();
  }
  await user.click(shown.getByText(en.groups.transactions));
  await user.click(shown.getByText(en.groups.logs));
  expect(hrefs(nav()).sort()).toEqual(
    [
      '/admin/manage',
      '/admin/manage/partners',
      '/admin/manage/transactions',
      '/admin/manage/transactions/deposit',
      '/admin/manage/transactions/withdrawal',
      '/admin/manage/transactions/transfer',
      '/admin/manage/transactions/chain',
      '/admin/manage/client-logs',
      '/admin/manage/partner-logs',
    ].sort(),
  );
  expect(linkTo(nav(), '/admin/manage/transactions/deposit')).toHaveTextContent(en.routes.deposits);
  expect(shown.queryByText(en.routes.adminLogs)).toBeNull();
});

it('an admin with every permission sees every group, and a menu item opens its screen', async () => {
  setup(ALL_PERMISSIONS);
  const { user } = renderAdmin();
  await findTitle(en.routes.usersList);
  const shown = menu(common.layout.navigation);
  for (const group of ['access', 'transactions', 'logs', 'promo', 'settings'] as const) {
    expect(shown.getByText(en.groups[group])).toBeInTheDocument();
  }
  for (const single of ['usersList', 'partners', 'packages', 'statistics'] as const)
    expect(shown.getByText(en.routes[single])).toBeInTheDocument();
  await user.click(shown.getByText(en.groups.settings));
  expect(linkTo(nav(), '/admin/manage/settings/finance')).toHaveTextContent(
    en.routes.settingsFinance,
  );
  expect(linkTo(nav(), '/admin/manage/settings/two-fa')).toHaveTextContent(en.routes.settingsTwoFa);

  await user.click(shown.getByText(en.groups.promo));
  await user.click(linkTo(nav(), '/admin/manage/promo-requests'));
  expect(await findTitle(en.routes.promoRequests)).toBeInTheDocument();
  expect(await screen.findByText(en.promo.requestsEmpty)).toBeInTheDocument();
  expect(linkTo(nav(), '/admin/manage/promo-requests').closest('li')).toHaveClass(
    'ant-menu-item-selected',
  );
});

it('a detail screen highlights its list in the menu and shows its id', async () => {
  setup(ALL_PERMISSIONS);
  renderAdmin('/admin/manage/transactions/withdrawals/show/42');
  expect(await findTitle(`${en.routes.withdrawalsShow} #42`)).toBeInTheDocument();
  expect(linkTo(nav(), '/admin/manage/transactions/withdrawal').closest('li')).toHaveClass(
    'ant-menu-item-selected',
  );
});

it('the menu follows the permissions refreshed from GET /api/user on entry', async () => {
  storeAdminSession({ permissions: ['view-users'] });
  const api = mockApi({
    'GET /api/user': currentAdminReply({ permissions: ['view-users', 'view-statistics'] }),
    'GET /api/admin/users': { data: { items: [], total: 0 } },
  });
  renderAdmin();
  expect(await menu(common.layout.navigation).findByText(en.routes.statistics)).toBeInTheDocument();
  expect(api.requestsTo('GET /api/user')[0]?.headers.Authorization).toBe('Bearer admin-token');
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem('adminPermissions') ?? '[]')).toContain(
      'view-statistics',
    ),
  );
});

it('an admin who may not see users lands on the first screen of their menu, not on 403', async () => {
  storeAdminSession({ permissions: ['view-statistics', 'view-client-logs'] });
  mockApi({
    'GET /api/user': currentAdminReply({ permissions: ['view-statistics', 'view-client-logs'] }),
    'GET /api/admin/client-logs': { data: { items: [], total: 0 } },
  });
  renderAdmin('/admin/manage');
  expect(await findTitle(en.routes.clientLogs)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage/client-logs');
  expect(screen.queryByTestId('available-sections')).toBeNull();
});

it('an admin with no screen at all is told so on /admin/manage', async () => {
  setup([]);
  renderAdmin('/admin/manage');
  expect(await screen.findByText(en.forbidden.none)).toBeInTheDocument();
});
