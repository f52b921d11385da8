import './i18n';
import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from 'shared-ui';
import { AdminLayout } from './layout/admin-layout';
import { Landing } from './routes/landing';
import { RequirePermission } from './routes/require-permission';
import { ADMIN_ROUTES } from './routes/route-table';

/** The remote's exposed routes: the host mounts them at /admin/manage/* behind its admin guard. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AdminLayout />}>
        {ADMIN_ROUTES.map(({ path, permission, element: Screen }) => {
          const element = (
            <RequirePermission permission={permission}>
              <Screen />
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
