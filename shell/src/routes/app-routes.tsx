import { Route, Routes } from 'react-router-dom';
import { RemoteOutlet } from '../federation/remote-outlet';
import { RedirectAdmin, RedirectClient, RequireAdmin, RequireClient } from './guards';

/**
 * The top-level routes of spec §2. Each prefix belongs to one remote; the remote's own <Routes>
 * render below it. Everything public (home, signup, legal texts, password pages) is mf-auth's.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/client/*"
        element={
          <RequireClient>
            <RemoteOutlet remote="cabinet" antd />
          </RequireClient>
        }
      />
      <Route
        path="/admin/manage/*"
        element={
          <RequireAdmin>
            <RemoteOutlet remote="admin" antd />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin"
        element={
          <RedirectAdmin>
            <RemoteOutlet remote="auth" />
          </RedirectAdmin>
        }
      />
      <Route
        path="/login"
        element={
          <RedirectClient>
            <RemoteOutlet remote="auth" />
          </RedirectClient>
        }
      />
      <Route path="/*" element={<RemoteOutlet remote="auth" />} />
    </Routes>
  );
}
