import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDeps } from '../app-deps';
import { adminUsers, partners } from '../db/schema';
import { forbidden, impersonationReadOnly, unauthenticated } from '../http/app-error';
import type { Access } from '../http/access';
import { permissionsOfAdmin } from '../modules/roles/admin-permissions';
import { findActiveToken } from '../security/tokens';
import { bearerSecret } from './bearer';
import type { Principal } from './principal';

/** Public routes allowed under /api/admin (everything else there needs an admin token). */
const PUBLIC_ADMIN_ROUTES = new Set(['/api/admin/login', '/api/admin/login/two-fa']);

/**
 * The one place where access is enforced:
 * - at start-up (onRoute), every /api route must declare `config.access`, consistent with its
 *   path (/api/admin/* admin, /api/client/* client); otherwise buildApp throws;
 * - per request (onRequest), the token is resolved into `request.principal` (401 when missing,
 *   unknown, expired, revoked or of the other kind) and the permission checked (403); a login-as
 *   session is refused every client change (403 IMPERSONATION_READ_ONLY), before any other work.
 */
export function installAccessControl(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('principal', null);
  const declared: DeclaredRoute[] = [];
  DECLARED.set(app, declared);
  app.addHook('onRoute', (route) => {
    const access = checkDeclaration(route);
    if (access) {
      for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared || declared.kind === 'public') return;
    request.principal = await resolvePrincipal(deps, request, declared);
  });
}

export type DeclaredRoute = { method: string; url: string; access: Access };

const DECLARED = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route of an app with its declared access (the route-walk test reads it). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return DECLARED.get(app) ?? [];
}

/** The route's access, or null for routes outside the API (docs); throws when inconsistent. */
function checkDeclaration(route: RouteOptions): Access | null {
  const url = route.url;
  if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return null;
  const where = `${String(route.method)} ${url}`;
  const declared = route.config?.access;
  if (!declared) throw new Error(`${where} declares no access (config.access)`);
  const underAdmin = url.startsWith('/api/admin/');
  if (underAdmin && declared.kind !== 'admin' && !PUBLIC_ADMIN_ROUTES.has(url)) {
    throw new Error(`${where} is under /api/admin but its access is '${declared.kind}'`);
  }
  if (url.startsWith('/api/client/') && declared.kind !== 'client') {
    throw new Error(`${where} is under /api/client but its access is '${declared.kind}'`);
  }
  if (declared.kind === 'client' && !url.startsWith('/api/client/')) {
    throw new Error(`${where} needs a client token but is not under /api/client`);
  }
  return declared;
}

async function resolvePrincipal(
  deps: AppDeps,
  request: FastifyRequest,
  declared: Exclude<Access, { kind: 'public' }>,
): Promise<Principal> {
  const secret = bearerSecret(request.headers.authorization);
  if (!secret) throw unauthenticated();
  const token = await findActiveToken(deps.db, secret, declared.kind, deps.clock.now());
  if (!token) throw unauthenticated();

  if (declared.kind === 'client') {
    const [partner] = await deps.db
      .select({ id: partners.id, disabled: partners.disabled })
      .from(partners)
      .where(eq(partners.id, token.subjectId))
      .limit(1);
    // A deactivated partner's own tokens stop working (login-as still lets an admin look in).
    if (!partner || (partner.disabled && token.impersonatorAdminId === null)) {
      throw unauthenticated();
    }
    // Login-as looks, never acts (ARCHITECTURE.md): only reads and routes declared for it.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (token.impersonatorAdminId !== null && !reads && declared.loginAs !== 'allowed') {
      throw impersonationReadOnly();
    }
    return {
      kind: 'client',
      tokenId: token.id,
      partnerId: partner.id,
      impersonatorAdminId: token.impersonatorAdminId,
    };
  }

  const [admin] = await deps.db
    .select({ id: adminUsers.id, disabled: adminUsers.disabled })
    .from(adminUsers)
    .where(eq(adminUsers.id, token.subjectId))
    .limit(1);
  if (!admin || admin.disabled) throw unauthenticated();
  const permissions = new Set(await permissionsOfAdmin(deps.db, admin.id));
  if (declared.permission && !permissions.has(declared.permission)) throw forbidden();
  return { kind: 'admin', tokenId: token.id, adminId: admin.id, permissions };
}
