import type { AppModule } from '../../http/zod-app';
import { listAdminUsersRoute } from './list-route';

export const adminUsersModule: AppModule = {
  name: 'admin-users',
  register(app, deps) {
    listAdminUsersRoute(app, deps);
  },
};
