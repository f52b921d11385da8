import type { AppModule } from '../../http/zod-app';
import { createAdminUserRoute } from './create-route';
import { deleteAdminUserRoute } from './delete-route';
import { listAdminUsersRoute } from './list-route';
import { exportAdminUsersRoute } from './export-admin-users-route';
import { roleOptionsRoute } from './role-options-route';
import { showAdminUserRoute } from './show-route';
import { updateAdminUserRoute } from './update-route';

/** Admin users (spec §2 users screens): list, show, create, edit, delete, role options. */
export const adminUsersModule: AppModule = {
  name: 'admin-users',
  register(app, deps) {
    listAdminUsersRoute(app, deps);
    exportAdminUsersRoute(app, deps);
    roleOptionsRoute(app, deps);
    showAdminUserRoute(app, deps);
    createAdminUserRoute(app, deps);
    updateAdminUserRoute(app, deps);
    deleteAdminUserRoute(app, deps);
  },
};
