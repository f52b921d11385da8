import { eq } from 'drizzle-orm';
import type { AppModule } from '../../http/zod-app';
import { adminUsers, partners } from '../../db/schema';
import { access } from '../../http/access';
import { adminOf, clientOf } from '../../auth/principal';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { adminSubject, clientSubject } from './subject';
import { twoFactorRoutes } from './two-factor-routes';
import { adminLoginTwoFactorRoute, clientLoginTwoFactorRoute } from './login-two-fa-routes';

/**
 * 2FA (TOTP) of partners (/api/client/security/two-fa) and of admins for their own account
 * (/api/admin/settings/two-fa, 2fa_manage), and the second step of both sign-ins.
 */
export const twoFactorModule: AppModule = {
  name: 'two-factor',
  register(app, deps) {
    twoFactorRoutes(app, deps, {
      prefix: '/api/client/security/two-fa',
      tag: 'client-security',
      access: access.client,
      subjectOf: (request) => clientSubject(clientOf(request).partnerId),
      async accountOf(db, subject) {
        const [row] = await db
          .select({ login: partners.login })
          .from(partners)
          .where(eq(partners.id, subject.id));
        return row?.login ?? String(subject.id);
      },
      async log(tx, request, action, at) {
        const client = clientOf(request);
        await writeClientLog(tx, client.partnerId, {
          action,
          impersonatorAdminId: client.impersonatorAdminId,
          ip: request.ip,
          at,
        });
      },
    });
    twoFactorRoutes(app, deps, {
      prefix: '/api/admin/settings/two-fa',
      tag: 'admin-settings',
      access: access.admin('2fa_manage'),
      subjectOf: (request) => adminSubject(adminOf(request).adminId),
      async accountOf(db, subject) {
        const [row] = await db
          .select({ login: adminUsers.login })
          .from(adminUsers)
          .where(eq(adminUsers.id, subject.id));
        return `admin:${row?.login ?? subject.id}`;
      },
      async log(tx, request, action, at) {
        const { adminId } = adminOf(request);
        await writeAdminLog(tx, adminId, {
          action,
          subject: { type: 'admin-user', id: adminId },
          before: { twoFactorEnabled: action === 'two-fa-disabled' },
          after: { twoFactorEnabled: action === 'two-fa-enabled' },
          ip: request.ip,
          at,
        });
      },
    });
    clientLoginTwoFactorRoute(app, deps);
    adminLoginTwoFactorRoute(app, deps);
  },
};
