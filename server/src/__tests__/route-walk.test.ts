import {
  ADMIN_SCREEN_PERMISSIONS,
  PERMISSIONS,
  type AdminScreenPath,
  type Permission,
} from 'shared-api/contract';
import { declaredRoutes, type DeclaredRoute } from '../auth/access-control';
import { access } from '../http/access';
import type { AppModule } from '../http/zod-app';
import { issueToken } from '../security/tokens';
import { createAdmin } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const adminRoutes = () => declaredRoutes(t.app).filter((r) => r.url.startsWith('/api/admin/'));

/** Admin routes anyone signed in (or anyone at all) may call: listed here on purpose. */
const WITHOUT_PERMISSION = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/two-fa',
  'POST /api/admin/logout',
  // Any admin: each count is answered only to an admin who may open its list (work-queue.test.ts).
  'GET /api/admin/work-queue',
]);

/** A token for an admin whose one role holds exactly `permissions`. */
async function tokenWith(permissions: readonly Permission[]): Promise<string> {
  const admin = await createAdmin(t.db, { permissions });
  const { token } = await issueToken(t.db, {
    kind: 'admin',
    subjectId: admin.id,
    now: t.clock.now(),
    ttlMs: 3_600_000,
  });
  return token;
}

/** Path parameters point at records that do not exist: a call with the permission changes nothing. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

async function statusOf(route: DeclaredRoute, token: string): Promise<number> {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: { authorization: `Bearer ${token}` },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

describe('route walk: every /api/admin route enforces its declared permission', () => {
  it('finds the admin routes of this issue', () => {
    const names = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'DELETE /api/admin/users/:id',
        'PUT /api/admin/roles/:id',
        'GET /api/admin/permissions',
        'GET /api/admin/admin-logs',
        'POST /api/admin/partners/:id/two-fa/reset',
        'POST /api/admin/settings/two-fa/enable',
      ]),
    );
  });

  it('declares a permission on each route, but the listed public / any-admin ones', () => {
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.url}`;
      const permission = route.access.kind === 'admin' ? route.access.permission : null;
      expect([name, permission === null]).toEqual([name, WITHOUT_PERMISSION.has(name)]);
    }
  });

  it('answers 403 without exactly that permission, and not 403 with it', async () => {
    const results: string[] = [];
    for (const route of adminRoutes()) {
      if (route.access.kind !== 'admin' || !route.access.permission) continue;
      const permission = route.access.permission;
      const lacking = await tokenWith(PERMISSIONS.filter((p) => p !== permission));
      const holding = await tokenWith([permission]);
      const without = await statusOf(route, lacking);
      const withIt = await statusOf(route, holding);
      results.push(
        `${route.method} ${route.url} [${permission}]: ${without} / ${withIt === 403 ? 403 : 'ok'}`,
      );
    }
    expect(results.length).toBeGreaterThan(20);
    expect(results).toEqual(results.map((r) => r.replace(/: \d+ \/ .*$/, ': 403 / ok')));
  });

  it('refuses to build an app with an admin route that declares no access', async () => {
    const undeclared: AppModule = {
      name: 'undeclared',
      register(app) {
        app.delete('/api/admin/everything', async () => ({ ok: true }));
      },
    };
    await expect(t.variant({ extraModules: [undeclared] })).rejects.toThrow(
      /DELETE \/api\/admin\/everything declares no access/,
    );
    const declared: AppModule = {
      name: 'declared',
      register(app) {
        app.get(
          '/api/admin/extra',
          { config: { access: access.admin('view-users') } },
          async () => ({}),
        );
      },
    };
    const variant = await t.variant({ extraModules: [declared] });
    expect(declaredRoutes(variant)).toContainEqual({
      method: 'GET',
      url: '/api/admin/extra',
      access: { kind: 'admin', permission: 'view-users' },
    });
  });
});

/**
 * Each implemented admin screen (spec §2) and the API route it is built on: the route must
 * declare the permission the screen declares, so the UI never shows a screen its API refuses.
 */
const SCREEN_ROUTES: Partial<Record<AdminScreenPath, string>> = {
  '': 'GET /api/admin/users',
  'users/show/{id}': 'GET /api/admin/users/:id',
  'users/create': 'POST /api/admin/users',
  'users/edit/{id}': 'PUT /api/admin/users/:id',
  roles: 'GET /api/admin/roles',
  'roles/show/{id}': 'GET /api/admin/roles/:id',
  'roles/create': 'POST /api/admin/roles',
  'roles/edit/{id}': 'PUT /api/admin/roles/:id',
  permissions: 'GET /api/admin/permissions',
  'admin-logs': 'GET /api/admin/admin-logs',
  'client-logs': 'GET /api/admin/client-logs',
  'partner-logs': 'GET /api/admin/partner-logs',
  partners: 'GET /api/admin/partners',
  'partners/show/{id}': 'GET /api/admin/partners/:id',
  'settings/two-fa': 'GET /api/admin/settings/two-fa',
  'settings/finance': 'PUT /api/admin/settings/finance',
  'partners/change-partner-balance/{id}': 'POST /api/admin/partners/:id/balance-adjustments',
  packages: 'GET /api/admin/packages',
  'packages/create': 'POST /api/admin/packages',
  'packages/edit/{id}': 'PUT /api/admin/packages/:id',
  'packages/show/{id}': 'GET /api/admin/packages/:id',
  transactions: 'GET /api/admin/transactions',
  'transactions/show/{id}': 'GET /api/admin/transactions/:id',
  'transactions/edit/{id}': 'POST /api/admin/transactions/:id/reverse',
  'transactions/withdrawal': 'GET /api/admin/withdrawals',
  'transactions/withdrawals/show/{id}': 'GET /api/admin/withdrawals/:id',
  'transactions/withdrawals/edit/{id}': 'POST /api/admin/withdrawals/:id/complete',
  'transactions/deposit': 'GET /api/admin/deposits',
  'transactions/deposit/show/{id}': 'GET /api/admin/deposits/:id',
  'transactions/deposit/edit/{id}': 'POST /api/admin/deposits/:id/confirm',
  'transactions/transfer': 'GET /api/admin/transfers',
  'transactions/transfer/show/{id}': 'GET /api/admin/transfers/:id',
  'transactions/chain': 'GET /api/admin/chain-transfers',
  'settings/chain': 'PUT /api/admin/settings/chain',
  'partners/create': 'POST /api/admin/partners',
  'partners/edit/{id}': 'PUT /api/admin/partners/:id',
  'promo-partners': 'GET /api/admin/promo/partners',
  'promo-requests': 'GET /api/admin/promo/requests',
  'promo-requests/{id}': 'GET /api/admin/promo/requests/:id',
  statistics: 'GET /api/admin/statistics',
};

describe('the UI and the server use the same permission names', () => {
  it('declares only permissions of the contract', () => {
    for (const route of declaredRoutes(t.app)) {
      if (route.access.kind === 'admin' && route.access.permission) {
        expect(PERMISSIONS).toContain(route.access.permission);
      }
    }
  });

  it.each(Object.entries(SCREEN_ROUTES))(
    'screen "%s" is served by %s with its permission',
    (screen, name) => {
      const route = declaredRoutes(t.app).find((r) => `${r.method} ${r.url}` === name);
      expect(route?.access).toEqual({
        kind: 'admin',
        permission: ADMIN_SCREEN_PERMISSIONS[screen as AdminScreenPath],
      });
    },
  );
});
