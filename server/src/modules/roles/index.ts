import type { AppModule } from '../../http/zod-app';
import { createRoleRoute } from './create-role-route';
import { deleteRoleRoute } from './delete-role-route';
import { listRolesRoute } from './list-roles-route';
import { exportRolesRoute } from './export-roles-route';
import { permissionsRoute } from './permissions-route';
import { showRoleRoute } from './show-role-route';
import { updateRoleRoute } from './update-role-route';

/** Roles (named sets of spec §6 permissions) and the permissions list. */
export const rolesModule: AppModule = {
  name: 'roles',
  register(app, deps) {
    listRolesRoute(app, deps);
    exportRolesRoute(app, deps);
    showRoleRoute(app, deps);
    createRoleRoute(app, deps);
    updateRoleRoute(app, deps);
    deleteRoleRoute(app, deps);
    permissionsRoute(app, deps);
  },
};
