import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '../components/icon';
import type { MenuGroup, RouteKey } from '../i18n';

/** One screen of the client area: the menu and the <Routes> are both built from these. */
export interface CabinetRoute {
  /** Child path under /client ('' is the dashboard). */
  path: string;
  /** `routes.<key>.title` is the page title, `routes.<key>.menu` the menu label. */
  key: RouteKey;
  group: MenuGroup;
  icon: IconName;
  element: LazyExoticComponent<ComponentType>;
}

/** The menu groups in display order, each with its icon. */
export const MENU_GROUPS: readonly { group: MenuGroup; icon: IconName }[] = [
  { group: 'dashboard', icon: 'dashboard' },
  { group: 'investments', icon: 'fund' },
  { group: 'binary', icon: 'apartment' },
  { group: 'linear', icon: 'nodeIndex' },
  { group: 'career', icon: 'trophy' },
  { group: 'finance', icon: 'transaction' },
  { group: 'partners', icon: 'team' },
  { group: 'profile', icon: 'user' },
  { group: 'promo', icon: 'gift' },
  { group: 'support', icon: 'customerService' },
];

const dashboard = lazy(() =>
  import('../features/dashboard').then((m) => ({ default: m.DashboardPage })),
);
const profile = lazy(() => import('../features/profile').then((m) => ({ default: m.ProfilePage })));
const security = lazy(() =>
  import('../features/security').then((m) => ({ default: m.SecurityPage })),
);
const investPackage = lazy(() =>
  import('../features/packages').then((m) => ({ default: m.InvestPackagePage })),
);
const myPackage = lazy(() =>
  import('../features/packages').then((m) => ({ default: m.MyPackagePage })),
);
const finOperation = lazy(() =>
  import('../features/finance').then((m) => ({ default: m.OperationsPage })),
);
const balanceDeposit = lazy(() =>
  import('../features/finance').then((m) => ({ default: m.DepositPage })),
);
const balanceWithdraw = lazy(() =>
  import('../features/finance').then((m) => ({ default: m.WithdrawPage })),
);
const balanceTransfer = lazy(() =>
  import('../features/finance').then((m) => ({ default: m.TransferPage })),
);
const binaryStatistic = lazy(() =>
  import('../features/binary').then((m) => ({ default: m.BinaryStatisticPage })),
);
const binaryStructure = lazy(() =>
  import('../features/binary').then((m) => ({ default: m.BinaryStructurePage })),
);
const binaryBasket = lazy(() =>
  import('../features/binary').then((m) => ({ default: m.BasketPage })),
);
const binaryAbout = lazy(() =>
  import('../features/binary').then((m) => ({ default: m.BinaryAboutPage })),
);
const linearStatistic = lazy(() =>
  import('../features/linear').then((m) => ({ default: m.LinearStatisticPage })),
);
const linearStructure = lazy(() =>
  import('../features/linear').then((m) => ({ default: m.LinearStructurePage })),
);
const linearAbout = lazy(() =>
  import('../features/linear').then((m) => ({ default: m.LinearAboutPage })),
);
const careerStatistic = lazy(() =>
  import('../features/career').then((m) => ({ default: m.CareerStatisticPage })),
);
const careerAbout = lazy(() =>
  import('../features/career').then((m) => ({ default: m.CareerAboutPage })),
);
const partners = lazy(() =>
  import('../features/partners').then((m) => ({ default: m.PartnersPage })),
);
const partnersDeactivated = lazy(() =>
  import('../features/partners').then((m) => ({ default: m.DeactivatedPartnersPage })),
);
const promo = lazy(() => import('../features/promo').then((m) => ({ default: m.PromoPage })));
const copyTrading = lazy(() =>
  import('../features/copy-trading').then((m) => ({ default: m.CopyTradingPage })),
);
const support = lazy(() => import('../features/support').then((m) => ({ default: m.SupportPage })));

/**
 * Every screen of spec §2's /client table, plus the screens whose paths the spec leaves open:
 * my partners (`partners`), deactivated partners (`partners/deactivated`), `support`, and the
 * copy trading page of spec §1 (`copy-trading`).
 */
export const CABINET_ROUTES: readonly CabinetRoute[] = [
  { path: '', key: 'dashboard', group: 'dashboard', icon: 'dashboard', element: dashboard },
  {
    path: 'invest-package',
    key: 'investPackage',
    group: 'investments',
    icon: 'shopping',
    element: investPackage,
  },
  {
    path: 'my-package',
    key: 'myPackage',
    group: 'investments',
    icon: 'wallet',
    element: myPackage,
  },
  {
    path: 'copy-trading',
    key: 'copyTrading',
    group: 'investments',
    icon: 'rise',
    element: copyTrading,
  },
  {
    path: 'binary-statistic',
    key: 'binaryStatistic',
    group: 'binary',
    icon: 'barChart',
    element: binaryStatistic,
  },
  {
    path: 'binary-structure',
    key: 'binaryStructure',
    group: 'binary',
    icon: 'apartment',
    element: binaryStructure,
  },
  {
    path: 'binary-basket',
    key: 'binaryBasket',
    group: 'binary',
    icon: 'shoppingCart',
    element: binaryBasket,
  },
  {
    path: 'binary-about',
    key: 'binaryAbout',
    group: 'binary',
    icon: 'infoCircle',
    element: binaryAbout,
  },
  {
    path: 'linear-statistic',
    key: 'linearStatistic',
    group: 'linear',
    icon: 'barChart',
    element: linearStatistic,
  },
  {
    path: 'linear-structure',
    key: 'linearStructure',
    group: 'linear',
    icon: 'orderedList',
    element: linearStructure,
  },
  {
    path: 'linear-about',
    key: 'linearAbout',
    group: 'linear',
    icon: 'infoCircle',
    element: linearAbout,
  },
  {
    path: 'career-statistic',
    key: 'careerStatistic',
    group: 'career',
    icon: 'lineChart',
    element: careerStatistic,
  },
  {
    path: 'career-about',
    key: 'careerAbout',
    group: 'career',
    icon: 'infoCircle',
    element: careerAbout,
  },
  {
    path: 'fin-operation',
    key: 'finOperation',
    group: 'finance',
    icon: 'history',
    element: finOperation,
  },
  {
    path: 'balance-deposit',
    key: 'balanceDeposit',
    group: 'finance',
    icon: 'import',
    element: balanceDeposit,
  },
  {
    path: 'balance-withdraw',
    key: 'balanceWithdraw',
    group: 'finance',
    icon: 'export',
    element: balanceWithdraw,
  },
  {
    path: 'balance-transfer',
    key: 'balanceTransfer',
    group: 'finance',
    icon: 'swap',
    element: balanceTransfer,
  },
  {
    path: 'partners',
    key: 'partners',
    group: 'partners',
    icon: 'team',
    element: partners,
  },
  {
    path: 'partners/deactivated',
    key: 'partnersDeactivated',
    group: 'partners',
    icon: 'userDelete',
    element: partnersDeactivated,
  },
  {
    path: 'profile',
    key: 'profile',
    group: 'profile',
    icon: 'idcard',
    element: profile,
  },
  {
    path: 'security',
    key: 'security',
    group: 'profile',
    icon: 'safety',
    element: security,
  },
  { path: 'promo', key: 'promo', group: 'promo', icon: 'gift', element: promo },
  {
    path: 'support',
    key: 'support',
    group: 'support',
    icon: 'customerService',
    element: support,
  },
];

/** The screen a path (relative to /client, no leading slash) belongs to. */
export function routeOf(relativePath: string): CabinetRoute | undefined {
  const path = relativePath.replace(/^\/+|\/+$/g, '');
  return CABINET_ROUTES.find((r) => r.path === path);
}
