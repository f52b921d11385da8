import type { AdminUser, Permission } from 'shared-api';
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
    createdAt: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}
