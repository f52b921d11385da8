import type { AppModule } from '../../http/zod-app';
import { clientLoginRoute } from './client-login-route';
import { clientLogoutRoute } from './client-logout-route';
import { forgotPasswordRoute } from './forgot-password-route';
import { invitationRoute } from './invitation-route';
import { registerRoute } from './register-route';
import { setPasswordRoute } from './set-password-route';

/** Client (partner) authentication: /api/auth/* (public) and /api/client/logout. */
export const authModule: AppModule = {
  name: 'auth',
  register(app, deps) {
    invitationRoute(app, deps);
    registerRoute(app, deps);
    setPasswordRoute(app, deps);
    clientLoginRoute(app, deps);
    forgotPasswordRoute(app, deps);
    clientLogoutRoute(app, deps);
  },
};
