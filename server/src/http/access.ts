import type { Permission } from 'shared-api/contract';

/**
 * Who may call a route. Every route under /api declares one in its `config.access`; the access
 * hook (auth/access-control.ts) reads it, and buildApp refuses to start when one is missing.
 */
export type Access =
  | { kind: 'public' }
  /**
   * A login-as session (an admin in the partner's cabinet) may call the route only when it reads
   * (GET, HEAD) or the route is declared `loginAs: 'allowed'` (ending that session): every other
   * client call is a change of money, security, profile or network, refused with 403
   * IMPERSONATION_READ_ONLY. Deny by default, so a new write route is covered without a flag.
   */
  | { kind: 'client'; loginAs?: 'allowed' }
  /** `permission: null` = any signed-in admin (current admin, logout). */
  | { kind: 'admin'; permission: Permission | null };

/** The permission that opens a partner's cabinet (login-as) and keeps such a session open. */
export const LOGIN_AS_PERMISSION = 'view-client-profile' satisfies Permission;

export const access = {
  public: { kind: 'public' },
  client: { kind: 'client' },
  /** A client route a login-as session may call although it is not a read (logout). */
  clientAndLoginAs: { kind: 'client', loginAs: 'allowed' },
  anyAdmin: { kind: 'admin', permission: null },
  admin: (permission: Permission): Access => ({ kind: 'admin', permission }),
} as const satisfies Record<string, Access | ((p: Permission) => Access)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
