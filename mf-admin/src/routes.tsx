import './i18n';
import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from 'shared-ui';
import { WithBreadcrumb } from './components/route-breadcrumb';
import { AdminLayout } from './layout/admin-layout';
import { Landing } from './routes/landing';
import { RequirePermission } from './routes/require-permission';
import { ADMIN_ROUTES } from './routes/route-table';

/** The remote's exposed routes: the host mounts them at /admin/manage/* behind its admin guard. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AdminLayout />}>
        {ADMIN_ROUTES.map((route) => {
          const { path, permission, element: Screen } = route;
          // A screen reached from a list (create, show, edit) has a breadcrumb back to it.
          const element = (
            <RequirePermission permission={permission}>
              {route.inMenu ? (
                <Screen />
              ) : (
                <WithBreadcrumb route={route}>
                  <Screen />
                </WithBreadcrumb>
              )}
            </RequirePermission>
          );
          return path === '' ? (
            <Route key="" index element={<Landing permission={permission}>{element}</Landing>} />
          ) : (
            <Route key={path} path={path} element={element} />
          );
        })}
        <Route path="*" element={<RemoteNotFound />} />
      </Route>
    </Routes>
  );
}
