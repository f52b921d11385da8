import type { AppModule } from '../../http/zod-app';
import { adminLoginRoute } from './admin-login-route';
import { adminLogoutRoute } from './admin-logout-route';
import { currentAdminRoute } from './current-admin-route';
import { loginAsRoute } from './login-as-route';

/** Admin sessions: login, current admin (GET /api/user), logout, login-as. */
export const adminAuthModule: AppModule = {
  name: 'admin-auth',
  register(app, deps) {
    adminLoginRoute(app, deps);
    currentAdminRoute(app, deps);
    adminLogoutRoute(app, deps);
    loginAsRoute(app, deps);
  },
};
