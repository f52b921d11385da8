import './i18n';
import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from 'shared-ui';
import { CabinetLayout } from './layout/cabinet-layout';
import { CABINET_ROUTES } from './routes/route-table';

/** The remote's exposed routes: the host mounts them at /client/* behind its client-token guard. */
export default function CabinetRoutes() {
  return (
    <Routes>
      <Route path="/" element={<CabinetLayout />}>
        {CABINET_ROUTES.map(({ path, element: Screen }) =>
          path === '' ? (
            <Route key="" index element={<Screen />} />
          ) : (
            <Route key={path} path={path} element={<Screen />} />
          ),
        )}
        <Route path="*" element={<RemoteNotFound />} />
      </Route>
    </Routes>
  );
}
