import type { Permission } from 'shared-api/contract';

/**
 * Who may call a route. Every route under /api declares one in its `config.access`; the access
 * hook (auth/access-control.ts) reads it, and buildApp refuses to start when one is missing.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'client' }
  /** `permission: null` = any signed-in admin (current admin, logout). */
  | { kind: 'admin'; permission: Permission | null };

export const access = {
  public: { kind: 'public' },
  client: { kind: 'client' },
  anyAdmin: { kind: 'admin', permission: null },
  admin: (permission: Permission): Access => ({ kind: 'admin', permission }),
} as const satisfies Record<string, Access | ((p: Permission) => Access)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
