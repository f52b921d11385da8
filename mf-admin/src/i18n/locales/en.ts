import { careerEn } from './career/en';
import { chainEn } from './chain/en';
import { depositsEn } from './deposits/en';
import { logsEn } from './logs/en';
import { moneyEn } from './money/en';
import { navigationEn } from './navigation/en';
import { operationsEn } from './operations/en';
import { packagesEn } from './packages/en';
import { partnersEn } from './partners/en';
import { permissionsEn } from './permissions/en';
import { promoEn } from './promo/en';
import { rolesEn } from './roles/en';
import { settingsEn } from './settings/en';
import { statisticsEn } from './statistics/en';
import { supportEn } from './support/en';
import { transfersEn } from './transfers/en';
import { twoFactorEn } from './two-factor/en';
import { usersEn } from './users/en';
import { withdrawalsEn } from './withdrawals/en';

/** The reference locale of the 'admin' namespace: every other language has exactly these keys. */
export const en = {
  groups: {
    users: 'Users',
    access: 'Roles & permissions',
    partners: 'Partners',
    packages: 'Packages',
    transactions: 'Transactions',
    logs: 'Logs',
    statistics: 'Statistics',
    promo: 'Promo',
    support: 'Support',
    settings: 'Settings',
  },
  routes: {
    usersList: 'Users',
    usersCreate: 'New user',
    usersEdit: 'Edit user',
    usersShow: 'User',
    permissions: 'Permissions',
    roles: 'Roles',
    rolesCreate: 'New role',
    rolesEdit: 'Edit role',
    rolesShow: 'Role',
    partners: 'Partners',
    partnersCreate: 'New partner',
    partnersEdit: 'Edit partner',
    partnersShow: 'Partner',
    partnersChangeBalance: 'Change partner balance',
    packages: 'Packages',
    packagesCreate: 'New package',
    packagesEdit: 'Edit package',
    packagesShow: 'Package',
    transactions: 'All transactions',
    transactionsShow: 'Transaction',
    transactionsEdit: 'Edit transaction',
    withdrawals: 'Withdrawals',
    withdrawalsShow: 'Withdrawal',
    withdrawalsEdit: 'Edit withdrawal',
    deposits: 'Deposits',
    depositsShow: 'Deposit',
    depositsEdit: 'Edit deposit',
    transfers: 'Transfers',
    transfersShow: 'Transfer',
    chainTransfers: 'Chain payments',
    adminLogs: 'Admin log',
    clientLogs: 'Client log',
    partnerLogs: 'Partner log',
    statistics: 'Statistics',
    promoPartners: 'Promo partners',
    promoRequests: 'Promo requests',
    promoRequestsShow: 'Promo request',
    settingsTwoFa: 'Two-factor authentication',
    settingsFinance: 'Finance settings',
    settingsChain: 'Chain deposits',
    support: 'Support tickets',
    supportShow: 'Support ticket',
    settingsSupport: 'Support contacts',
  },
  layout: {
    brand: 'Back-office',
  },
  forbidden: {
    available: 'Sections available to you',
    none: 'No section is available to your account. Ask an administrator for access.',
  },
  actions: {
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete “{{name}}”? This cannot be undone.',
  },
  list: {
    total: 'Total: {{total}}',
    emptySearch: 'Nothing matches “{{search}}”',
    emptyFiltered: 'Nothing matches the filters',
    clearFilters: 'Clear the filters',
    export: 'Export CSV',
  },
  record: {
    notFound: 'This record does not exist or has been deleted',
    loadFailed: 'The record could not be loaded',
    backToList: 'Back to the list',
  },
  ...careerEn,
  ...chainEn,
  ...depositsEn,
  ...logsEn,
  ...moneyEn,
  ...navigationEn,
  ...operationsEn,
  ...packagesEn,
  ...partnersEn,
  ...permissionsEn,
  ...promoEn,
  ...rolesEn,
  ...settingsEn,
  ...statisticsEn,
  ...supportEn,
  ...transfersEn,
  ...twoFactorEn,
  ...usersEn,
  ...withdrawalsEn,
} as const;
