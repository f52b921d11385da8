import { ADMIN_SCREEN_PERMISSIONS, PERMISSIONS } from 'shared-api';
import { menuPathOf, routeOf } from '../routes/match-route';
import { ADMIN_ROUTES } from '../routes/route-table';

/** Spec §2, the /admin/manage table, copied row by row: child path → required permission. */
const SPEC_ADMIN_ROUTES: [string, string][] = [
  ['', 'view-users'],
  ['settings/two-fa', '2fa_manage'],
  ['users/create', 'create-users'],
  ['users/edit/{id}', 'update-users'],
  ['users/show/{id}', 'view-users'],
  ['permissions', 'view-permissions'],
  ['roles', 'view-roles'],
  ['roles/create', 'create-roles'],
  ['roles/edit/{id}', 'update-roles'],
  ['roles/show/{id}', 'view-roles'],
  ['partners', 'view-partners'],
  ['partners/create', 'create-partners'],
  ['partners/edit/{id}', 'update-partners'],
  ['partners/show/{id}', 'view-partners'],
  ['partners/change-partner-balance/{id}', 'update-balance'],
  ['packages', 'view-packages'],
  ['packages/create', 'create-packages'],
  ['packages/edit/{id}', 'update-packages'],
  ['packages/show/{id}', 'view-packages'],
  ['transactions', 'view-transactions'],
  ['transactions/show/{id}', 'view-transactions'],
  ['transactions/edit/{id}', 'update-transactions'],
  ['transactions/withdrawal', 'view-transactions'],
  ['transactions/withdrawals/show/{id}', 'view-transactions'],
  ['transactions/withdrawals/edit/{id}', 'update-transactions'],
  ['transactions/deposit', 'view-transactions'],
  ['transactions/deposit/show/{id}', 'view-transactions'],
  ['transactions/deposit/edit/{id}', 'update-transactions'],
  ['transactions/transfer', 'view-transactions'],
  ['transactions/transfer/show/{id}', 'view-transactions'],
  ['admin-logs', 'view-admin-logs'],
  ['client-logs', 'view-client-logs'],
  ['partner-logs', 'view-client-logs'],
  ['statistics', 'view-statistics'],
  ['promo-partners', 'partners_promo_view'],
  ['promo-requests', 'partners_promo_view'],
  ['promo-requests/{id}', 'partners_promo_view'],
];

const specPath = (path: string) => path.replace(/:id\b/g, '{id}');
const byPath = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);

/** Screens the contract adds to the spec's table (finance numbers, the chain watcher, support). */
const BEYOND_SPEC: [string, string][] = [
  ['settings/finance', 'update-transactions'],
  ['transactions/chain', 'view-transactions'],
  ['settings/chain', 'update-transactions'],
  ['support', 'view-support'],
  ['support/show/{id}', 'view-support'],
  ['settings/support', 'manage-support'],
];

it("has the spec's 37 child paths, each with the spec's permission, plus the contract's extras", () => {
  expect(SPEC_ADMIN_ROUTES).toHaveLength(37);
  const table = ADMIN_ROUTES.map((r): [string, string] => [specPath(r.path), r.permission]);
  expect(table.sort(byPath)).toEqual([...SPEC_ADMIN_ROUTES, ...BEYOND_SPEC].sort(byPath));
});

it('declares only permission names of spec §6', () => {
  for (const route of ADMIN_ROUTES) expect(PERMISSIONS).toContain(route.permission);
});

it('gives every screen a unique title key, and every non-menu screen a menu parent', () => {
  expect(new Set(ADMIN_ROUTES.map((r) => r.key)).size).toBe(ADMIN_ROUTES.length);
  for (const route of ADMIN_ROUTES.filter((r) => !r.inMenu)) {
    const parent = ADMIN_ROUTES.find((r) => r.path === route.parent);
    expect(parent?.inMenu).toBe(true);
    expect(parent?.group).toBe(route.group);
  }
  for (const route of ADMIN_ROUTES.filter((r) => r.inMenu)) expect(route.path).not.toContain(':');
});

it('matches concrete URLs to their route and menu item', () => {
  expect(routeOf('')?.key).toBe('usersList');
  expect(routeOf('users/edit/5')?.key).toBe('usersEdit');
  expect(routeOf('transactions/withdrawals/show/9')?.key).toBe('withdrawalsShow');
  expect(menuPathOf(routeOf('transactions/withdrawals/show/9')!)).toBe('transactions/withdrawal');
  expect(routeOf('promo-requests/3')?.key).toBe('promoRequestsShow');
  expect(routeOf('nope')).toBeUndefined();
});

it("equals the contract's ADMIN_SCREEN_PERMISSIONS exactly (the server checks the same table)", () => {
  const table = Object.fromEntries(ADMIN_ROUTES.map((r) => [specPath(r.path), r.permission]));
  expect(ADMIN_ROUTES).toHaveLength(Object.keys(ADMIN_SCREEN_PERMISSIONS).length);
  expect(table).toEqual(ADMIN_SCREEN_PERMISSIONS);
});
