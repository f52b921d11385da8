import { CABINET_ROUTES, MENU_GROUPS, routeOf } from '../routes/route-table';

/** Spec §2, the /client table, in its order. */
const SPEC_CLIENT_PATHS = [
  '',
  'invest-package',
  'my-package',
  'binary-statistic',
  'binary-structure',
  'binary-about',
  'binary-basket',
  'linear-statistic',
  'linear-structure',
  'linear-about',
  'career-statistic',
  'career-about',
  'fin-operation',
  'balance-deposit',
  'balance-withdraw',
  'balance-transfer',
  'profile',
  'security',
  'promo',
];
/** Screens the spec names without a path: my partners, deactivated partners, support, copy trading. */
const CHOSEN_PATHS = ['partners', 'partners/deactivated', 'support', 'copy-trading'];

it('holds every screen of the spec once, plus the screens whose paths we chose', () => {
  const paths = CABINET_ROUTES.map((r) => r.path);
  expect([...paths].sort()).toEqual([...SPEC_CLIENT_PATHS, ...CHOSEN_PATHS].sort());
  expect(new Set(CABINET_ROUTES.map((r) => r.key)).size).toBe(CABINET_ROUTES.length);
});

it('puts every screen in a known group, and every group has a screen', () => {
  const groups = MENU_GROUPS.map((g) => g.group);
  expect(groups).toEqual([
    'dashboard',
    'investments',
    'binary',
    'linear',
    'career',
    'finance',
    'partners',
    'profile',
    'promo',
    'support',
  ]);
  for (const route of CABINET_ROUTES) expect(groups).toContain(route.group);
  for (const group of groups) expect(CABINET_ROUTES.some((r) => r.group === group)).toBe(true);
});

it('finds the screen of a path', () => {
  expect(routeOf('')?.key).toBe('dashboard');
  expect(routeOf('/partners/deactivated/')?.key).toBe('partnersDeactivated');
  expect(routeOf('nope')).toBeUndefined();
});
