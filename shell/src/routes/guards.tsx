import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adoptImpersonation, useSession } from 'shared-api/public';
import { loginAsToken } from '../federation/route-remote';

/**
 * A login-as link (admin back-office) brings a short-lived client token in its fragment (never
 * sent to a server): this tab adopts it, and the URL drops it.
 */
function AdoptLoginAs({ token }: { token: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    adoptImpersonation(token);
    void navigate(pathname + search, { replace: true });
  }, [token, pathname, search, navigate]);
  return null;
}

/**
 * Spec §2: every /client route needs a client token, else `/`; a session that just ended (401,
 * logout) goes where it says instead (spec §8: the login route).
 */
export function RequireClient({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.clientToken);
  const exitTo = useSession((s) => s.exitTo);
  const loginAs = loginAsToken(useLocation().hash);
  if (loginAs) return <AdoptLoginAs token={loginAs} />;
  return token ? children : <Navigate to={exitTo ?? '/'} replace />;
}

/** Spec §2: /admin/manage needs an admin token, else /admin. Permissions are checked per route inside. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.adminToken);
  const exitTo = useSession((s) => s.exitTo);
  return token ? children : <Navigate to={exitTo ?? '/admin'} replace />;
}

/** /login with a client token goes to /client. */
export function RedirectClient({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.clientToken);
  return token ? <Navigate to="/client" replace /> : children;
}

/** /admin with an admin token goes to /admin/manage. */
export function RedirectAdmin({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.adminToken);
  return token ? <Navigate to="/admin/manage" replace /> : children;
}
