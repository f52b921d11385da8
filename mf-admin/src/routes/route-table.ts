import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from 'shared-api';
import type { IconName } from '../components/icon';
import type { AdminMenuGroup, AdminRouteKey } from '../i18n';

/** One child route of /admin/manage with the permission it declares (spec §2). */
export interface AdminRoute {
  /** react-router pattern relative to /admin/manage ('' is the users list; `:id` is spec's {id}). */
  path: string;
  permission: Permission;
  /** `routes.<key>` is the page title and, for menu items, the menu label. */
  key: AdminRouteKey;
  group: AdminMenuGroup;
  /** A list screen shown in the menu; other screens highlight their `parent` item instead. */
  inMenu: boolean;
  parent?: string;
  element: LazyExoticComponent<ComponentType>;
}

/** The menu groups in display order, each with its icon. */
export const MENU_GROUPS: readonly { group: AdminMenuGroup; icon: IconName }[] = [
  { group: 'users', icon: 'user' },
  { group: 'access', icon: 'safetyCertificate' },
  { group: 'partners', icon: 'team' },
  { group: 'packages', icon: 'appstore' },
  { group: 'transactions', icon: 'transaction' },
  { group: 'logs', icon: 'fileSearch' },
  { group: 'statistics', icon: 'barChart' },
  { group: 'promo', icon: 'gift' },
  { group: 'support', icon: 'customerService' },
  { group: 'settings', icon: 'setting' },
];

/** A screen that later issues build: until then a translated "coming soon" page with its title. */
function comingSoon(key: AdminRouteKey): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    import('../components/coming-soon').then(({ ComingSoonScreen }) => ({
      default: () => createElement(ComingSoonScreen, { routeKey: key }),
    })),
  );
}

/** A screen of a resource folder, loaded with its folder's chunk on first visit. */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const users = () => import('../users');
const roles = () => import('../roles');
const partners = () => import('../partners');
const logs = () => import('../logs');
const packages = () => import('../packages');
const transactions = () => import('../transactions');
const deposits = () => import('../deposits');
const withdrawals = () => import('../withdrawals');
const transfers = () => import('../transfers');
const settings = () => import('../settings');
const promo = () => import('../promo');
const chain = () => import('../chain');
const support = () => import('../support');

/** The screens built so far, by route key; every other route shows "coming soon". */
const SCREENS: Partial<Record<AdminRouteKey, LazyExoticComponent<ComponentType>>> = {
  usersList: screen(users, (m) => m.UserList),
  usersCreate: screen(users, (m) => m.UserCreate),
  usersEdit: screen(users, (m) => m.UserEdit),
  usersShow: screen(users, (m) => m.UserShow),
  roles: screen(roles, (m) => m.RoleList),
  rolesCreate: screen(roles, (m) => m.RoleCreate),
  rolesEdit: screen(roles, (m) => m.RoleEdit),
  rolesShow: screen(roles, (m) => m.RoleShow),
  permissions: screen(
    () => import('../permissions'),
    (m) => m.PermissionList,
  ),
  partners: screen(partners, (m) => m.PartnerList),
  partnersCreate: screen(partners, (m) => m.PartnerCreate),
  partnersEdit: screen(partners, (m) => m.PartnerEdit),
  partnersShow: screen(partners, (m) => m.PartnerShow),
  partnersChangeBalance: screen(partners, (m) => m.PartnerChangeBalance),
  packages: screen(packages, (m) => m.PackageList),
  packagesCreate: screen(packages, (m) => m.PackageCreate),
  packagesEdit: screen(packages, (m) => m.PackageEdit),
  packagesShow: screen(packages, (m) => m.PackageShow),
  transactions: screen(transactions, (m) => m.TransactionList),
  transactionsShow: screen(transactions, (m) => m.TransactionShow),
  transactionsEdit: screen(transactions, (m) => m.TransactionEdit),
  deposits: screen(deposits, (m) => m.DepositList),
  depositsShow: screen(deposits, (m) => m.DepositShow),
  depositsEdit: screen(deposits, (m) => m.DepositEdit),
  withdrawals: screen(withdrawals, (m) => m.WithdrawalList),
  withdrawalsShow: screen(withdrawals, (m) => m.WithdrawalShow),
  withdrawalsEdit: screen(withdrawals, (m) => m.WithdrawalEdit),
  transfers: screen(transfers, (m) => m.TransferList),
  transfersShow: screen(transfers, (m) => m.TransferShow),
  chainTransfers: screen(chain, (m) => m.ChainTransferList),
  adminLogs: screen(logs, (m) => m.AdminLogList),
  clientLogs: screen(logs, (m) => m.ClientLogList),
  partnerLogs: screen(logs, (m) => m.PartnerLogList),
  statistics: screen(
    () => import('../statistics'),
    (m) => m.StatisticsScreen,
  ),
  promoPartners: screen(promo, (m) => m.PromoPartnersScreen),
  promoRequests: screen(promo, (m) => m.PromoRequestList),
  promoRequestsShow: screen(promo, (m) => m.PromoRequestShow),
  settingsTwoFa: screen(settings, (m) => m.TwoFaSettings),
  settingsFinance: screen(settings, (m) => m.FinanceSettingsScreen),
  settingsChain: screen(chain, (m) => m.ChainSettingsScreen),
  support: screen(support, (m) => m.SupportTicketList),
  supportShow: screen(support, (m) => m.SupportTicketShow),
  settingsSupport: screen(support, (m) => m.SupportContactsScreen),
};

const elementOf = (key: AdminRouteKey) => SCREENS[key] ?? comingSoon(key);

type Group = AdminMenuGroup;

/** A list screen: in the menu. */
function item(path: string, permission: Permission, key: AdminRouteKey, group: Group): AdminRoute {
  return { path, permission, key, group, inMenu: true, element: elementOf(key) };
}

/** A create, show or edit screen: reached from its list, which stays highlighted in the menu. */
function child(
  path: string,
  permission: Permission,
  key: AdminRouteKey,
  group: Group,
  parent: string,
): AdminRoute {
  return { path, permission, key, group, inMenu: false, parent, element: elementOf(key) };
}

/** Every child route of ADMIN_SCREEN_PERMISSIONS (spec §2's table and more), in menu order. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  item('', 'view-users', 'usersList', 'users'),
  child('users/create', 'create-users', 'usersCreate', 'users', ''),
  child('users/edit/:id', 'update-users', 'usersEdit', 'users', ''),
  child('users/show/:id', 'view-users', 'usersShow', 'users', ''),

  item('roles', 'view-roles', 'roles', 'access'),
  child('roles/create', 'create-roles', 'rolesCreate', 'access', 'roles'),
  child('roles/edit/:id', 'update-roles', 'rolesEdit', 'access', 'roles'),
  child('roles/show/:id', 'view-roles', 'rolesShow', 'access', 'roles'),
  item('permissions', 'view-permissions', 'permissions', 'access'),

  item('partners', 'view-partners', 'partners', 'partners'),
  child('partners/create', 'create-partners', 'partnersCreate', 'partners', 'partners'),
  child('partners/edit/:id', 'update-partners', 'partnersEdit', 'partners', 'partners'),
  child('partners/show/:id', 'view-partners', 'partnersShow', 'partners', 'partners'),
  child(
    'partners/change-partner-balance/:id',
    'update-balance',
    'partnersChangeBalance',
    'partners',
    'partners',
  ),

  item('packages', 'view-packages', 'packages', 'packages'),
  child('packages/create', 'create-packages', 'packagesCreate', 'packages', 'packages'),
  child('packages/edit/:id', 'update-packages', 'packagesEdit', 'packages', 'packages'),
  child('packages/show/:id', 'view-packages', 'packagesShow', 'packages', 'packages'),

  item('transactions', 'view-transactions', 'transactions', 'transactions'),
  child(
    'transactions/show/:id',
    'view-transactions',
    'transactionsShow',
    'transactions',
    'transactions',
  ),
  child(
    'transactions/edit/:id',
    'update-transactions',
    'transactionsEdit',
    'transactions',
    'transactions',
  ),
  item('transactions/deposit', 'view-transactions', 'deposits', 'transactions'),
  child(
    'transactions/deposit/show/:id',
    'view-transactions',
    'depositsShow',
    'transactions',
    'transactions/deposit',
  ),
  child(
    'transactions/deposit/edit/:id',
    'update-transactions',
    'depositsEdit',
    'transactions',
    'transactions/deposit',
  ),
  item('transactions/withdrawal', 'view-transactions', 'withdrawals', 'transactions'),
  child(
    'transactions/withdrawals/show/:id',
    'view-transactions',
    'withdrawalsShow',
    'transactions',
    'transactions/withdrawal',
  ),
  child(
    'transactions/withdrawals/edit/:id',
    'update-transactions',
    'withdrawalsEdit',
    'transactions',
    'transactions/withdrawal',
  ),
  item('transactions/transfer', 'view-transactions', 'transfers', 'transactions'),
  child(
    'transactions/transfer/show/:id',
    'view-transactions',
    'transfersShow',
    'transactions',
    'transactions/transfer',
  ),
  // Beyond spec §2's table: the chain watcher's payments and its decision queue (issue 16).
  item('transactions/chain', 'view-transactions', 'chainTransfers', 'transactions'),

  item('admin-logs', 'view-admin-logs', 'adminLogs', 'logs'),
  item('client-logs', 'view-client-logs', 'clientLogs', 'logs'),
  item('partner-logs', 'view-client-logs', 'partnerLogs', 'logs'),

  item('statistics', 'view-statistics', 'statistics', 'statistics'),

  item('promo-partners', 'partners_promo_view', 'promoPartners', 'promo'),
  item('promo-requests', 'partners_promo_view', 'promoRequests', 'promo'),
  child(
    'promo-requests/:id',
    'partners_promo_view',
    'promoRequestsShow',
    'promo',
    'promo-requests',
  ),

  // Beyond spec §2's table: the support desk (issue 13), under permissions of its own.
  item('support', 'view-support', 'support', 'support'),
  child('support/show/:id', 'view-support', 'supportShow', 'support', 'support'),

  item('settings/two-fa', '2fa_manage', 'settingsTwoFa', 'settings'),
  // Beyond spec §2's table: ADMIN_SCREEN_PERMISSIONS adds the finance numbers of the business rules.
  item('settings/finance', 'update-transactions', 'settingsFinance', 'settings'),
  item('settings/chain', 'update-transactions', 'settingsChain', 'settings'),
  item('settings/support', 'manage-support', 'settingsSupport', 'settings'),
];
