import type { AppModule } from '../../http/zod-app';
import { avatarFileRoute } from './avatar-file-route';
import { avatarRoute } from './avatar-route';
import { passwordRoute } from './password-route';
import { profileRoutes } from './profile-routes';

/** The partner's profile (/client/profile), avatar files, and password change (/client/security). */
export const profileModule: AppModule = {
  name: 'profile',
  async register(app, deps) {
    profileRoutes(app, deps);
    passwordRoute(app, deps);
    avatarFileRoute(app, deps);
    await avatarRoute(app, deps);
  },
};
