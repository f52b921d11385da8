import type { FastifyRequest } from 'fastify';
import type { Permission } from 'shared-api/contract';

export type AdminPrincipal = {
  kind: 'admin';
  tokenId: number;
  adminId: number;
  permissions: ReadonlySet<Permission>;
};

export type ClientPrincipal = {
  kind: 'client';
  tokenId: number;
  partnerId: number;
  /** Set when an admin opened the cabinet with login-as. */
  impersonatorAdminId: number | null;
};

export type Principal = AdminPrincipal | ClientPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on admin and client routes; null on public ones. */
    principal: Principal | null;
  }
}

/** The signed-in admin of an admin route (the access hook guarantees one). */
export function adminOf(request: FastifyRequest): AdminPrincipal {
  const p = request.principal;
  if (p?.kind !== 'admin') throw new Error(`${request.url}: not an admin route`);
  return p;
}

/** The signed-in partner of a client route (the access hook guarantees one). */
export function clientOf(request: FastifyRequest): ClientPrincipal {
  const p = request.principal;
  if (p?.kind !== 'client') throw new Error(`${request.url}: not a client route`);
  return p;
}
