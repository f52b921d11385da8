import type { Permission } from 'shared-api/contract';
import { PERMISSIONS } from 'shared-api/contract';

/** The demo data set. These passwords are public: never seed them in production. */
export const DEMO_ROLES: { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', permissions: PERMISSIONS },
  {
    name: 'Support',
    permissions: [
      'view-users',
      'view-partners',
      'view-transactions',
      'view-client-logs',
      'view-support',
      'manage-support',
    ],
  },
];

export const DEMO_ADMINS = [
  {
    login: 'admin',
    password: 'admin-demo-2026',
    name: 'Admin',
    email: 'admin@example.com',
    role: 'Administrator',
  },
  {
    login: 'support',
    password: 'support-demo-2026',
    name: 'Support',
    email: 'support@example.com',
    role: 'Support',
  },
] as const;

/** Partners in sponsor order (a sponsor comes before the partners it invited). */
export const DEMO_PARTNERS = [
  {
    login: 'root',
    password: 'root-demo-2026',
    email: 'root@example.com',
    firstName: 'Root',
    lastName: 'Partner',
    phone: '+10000000001',
    partnerCode: 'ROOT0001',
    sponsorLogin: null,
  },
  {
    login: 'demo',
    password: 'partner-demo-2026',
    email: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Partner',
    phone: '+10000000002',
    partnerCode: 'DEMO0001',
    sponsorLogin: 'root',
  },
] as const;
