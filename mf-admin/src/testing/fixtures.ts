import type {
  AdminPartnerDetail,
  AdminPartnerNetwork,
  AdminUser,
  Permission,
  Role,
} from 'shared-api';
import { PERMISSIONS } from 'shared-api';

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSIONS;

/** The support admin of the issue: users, partners, transactions and client logs. */
export const SUPPORT_PERMISSIONS: readonly Permission[] = [
  'view-users',
  'view-partners',
  'view-transactions',
  'view-client-logs',
];

export function adminUserFixture(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    login: `user${id}`,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    roles: [{ id: 1, name: 'support' }],
    twoFactorEnabled: false,
    createdAt: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}

export function roleFixture(id: number, overrides: Partial<Role> = {}): Role {
  return {
    id,
    name: `role${id}`,
    permissions: ['view-users'],
    userCount: 2,
    createdAt: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}

export function partnerFixture(id: number, overrides: Partial<AdminPartnerDetail> = {}) {
  const partner: AdminPartnerDetail = {
    id,
    login: `partner${id}`,
    email: `partner${id}@example.com`,
    firstName: 'Anna',
    lastName: 'Berg',
    phone: '+49 151 2345 6789',
    partnerCode: 'DEMO0001',
    active: true,
    disabled: false,
    twoFactorEnabled: false,
    sponsor: null,
    registeredAt: '2025-03-14T09:30:00.000Z',
    birthDate: '1990-05-01',
    country: 'DE',
    countryCode: '+49',
    socials: { telegram: '@anna' },
    avatarUrl: null,
    ...overrides,
  };
  return partner;
}

/** GET /api/admin/partners/{id}/network: line 2, three levels, placed left under `root`. */
export function partnerNetworkFixture(
  overrides: Partial<AdminPartnerNetwork> = {},
): AdminPartnerNetwork {
  return {
    line: 2,
    linearLevels: 3,
    personalVolume: '1500000000',
    careerStatus: 'Bronze',
    careerStatusI18n: { ru: 'Бронза', en: 'Bronze' },
    mentor: { id: 1, login: 'root' },
    binary: { side: 'left', parentLogin: 'root', depth: 1, placedAt: '2025-03-15T09:30:00.000Z' },
    ...overrides,
  };
}

/** The reply of a list endpoint. */
export const pageReply = <T>(items: T[], total = items.length) => ({ data: { items, total } });
