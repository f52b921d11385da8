import { screen, waitFor } from '@testing-library/react';
import {
  commonLocales,
  findTitle,
  hrefs,
  linkTo,
  menu,
  mockApi,
  onPhoneScreen,
} from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { CABINET_ROUTES, MENU_GROUPS } from '../routes/route-table';
import { partnerFixture, profileFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;
const common = commonLocales.en;
const hrefOf = (path: string) => (path ? `/client/${path}` : '/client');
const multiScreenGroups = MENU_GROUPS.filter(
  ({ group }) => CABINET_ROUTES.filter((r) => r.group === group).length > 1,
);
const nav = () => screen.getByLabelText(common.layout.navigation, { selector: 'nav' });

beforeEach(() => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
    'GET /api/client/security/two-fa': { data: { enabled: false, recoveryCodesLeft: 0 } },
    'GET /api/client/support/tickets': { data: { items: [], total: 0 } },
    'GET /api/support/contacts': { data: { email: '', telegram: '', phone: '', hours: '' } },
  });
});

/** Opens every submenu of the sider so that all of its links are rendered. */
async function openAllGroups(user: ReturnType<typeof renderCabinet>['user']) {
  for (const { group } of multiScreenGroups) {
    await user.click(menu(common.layout.navigation).getByText(en.groups[group]));
  }
}

it('the menu lists every screen of the route table, grouped, with its label', async () => {
  const { user } = renderCabinet();
  await findTitle(en.routes.dashboard.title);
  // Groups of one screen are plain items, the others submenus titled by their group.
  for (const { group } of multiScreenGroups) {
    expect(menu(common.layout.navigation).getByText(en.groups[group])).toBeInTheDocument();
  }
  await openAllGroups(user);

  expect(hrefs(nav()).sort()).toEqual(CABINET_ROUTES.map((r) => hrefOf(r.path)).sort());
  for (const route of CABINET_ROUTES) {
    expect(linkTo(nav(), hrefOf(route.path))).toHaveTextContent(en.routes[route.key].menu);
  }
});

// One test per item (from the profile screen, so the dashboard's item is a real navigation too):
// a loop over every screen in one test outgrew the per-test time on a loaded machine.
it.each(CABINET_ROUTES.map((route) => [route.key, route] as const))(
  'the menu item %s opens its screen, with its title, and highlights it',
  async (_key, route) => {
    const start = route.path === 'profile' ? '/client' : '/client/profile';
    const { user } = renderCabinet(start);
    await findTitle(start === '/client' ? en.routes.dashboard.title : en.routes.profile.title);
    await openAllGroups(user);
    const link = linkTo(nav(), hrefOf(route.path));
    await user.click(link);
    // The router navigates in a transition: the location changes once the lazy screen is ready.
    expect(await findTitle(en.routes[route.key].title)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${hrefOf(route.path)}$`));
    expect(link.closest('li')).toHaveClass('ant-menu-item-selected');
  },
);

it('a deep link opens its group and highlights its item', async () => {
  renderCabinet('/client/balance-transfer');
  expect(await findTitle(en.routes.balanceTransfer.title)).toBeInTheDocument();
  const link = linkTo(nav(), '/client/balance-transfer');
  expect(link).toHaveTextContent(en.routes.balanceTransfer.menu);
  expect(link.closest('li')).toHaveClass('ant-menu-item-selected');
});

it('an unknown path shows the not-found page inside the layout', async () => {
  const { user } = renderCabinet('/client/no-such-screen');
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(linkTo(nav(), '/client')).toBeInTheDocument();
  await user.click(screen.getByText('Home'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/client$/));
});

describe('on a phone', () => {
  onPhoneScreen();

  it('the menu lives in a drawer opened from the header, and closes after a choice', async () => {
    const { user } = renderCabinet();
    await findTitle(en.routes.dashboard.title);
    expect(screen.queryByLabelText(common.layout.navigation, { selector: 'nav' })).toBeNull();

    await user.click(screen.getByLabelText(common.layout.openMenu));
    await user.click(await screen.findByText(en.groups.finance));
    await user.click(linkTo(nav(), '/client/balance-deposit'));
    expect(await findTitle(en.routes.balanceDeposit.title)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/balance-deposit');
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeInTheDocument());
  });
});
