import type { ReactElement } from 'react';
import { Outlet, Route, Routes, useLocation, useResolvedPath } from 'react-router-dom';
import { AUTH_PATHS } from './auth-paths';
import { AdminLoginPage } from './features/admin-login/admin-login-page';
import { HomePage } from './features/home/home-page';
import { LegalPage } from './features/legal/legal-page';
import { LoginPage } from './features/login/login-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { ForgotPasswordPage } from './features/password/forgot-password-page';
import { SetPasswordPage } from './features/password/set-password-page';
import { SignupPage } from './features/signup/signup-page';
import './i18n';
import { PublicLayout } from './layout/public-layout';

/** Every page of the remote at its absolute public path. */
const PAGES: readonly { path: string; element: ReactElement }[] = [
  { path: AUTH_PATHS.home, element: <HomePage /> },
  { path: AUTH_PATHS.signup, element: <SignupPage /> },
  { path: AUTH_PATHS.login, element: <LoginPage /> },
  { path: AUTH_PATHS.forgotPassword, element: <ForgotPasswordPage /> },
  { path: AUTH_PATHS.setPassword, element: <SetPasswordPage /> },
  { path: AUTH_PATHS.privacyPolicy, element: <LegalPage name="privacyPolicy" /> },
  { path: AUTH_PATHS.publicOffer, element: <LegalPage name="publicOffer" /> },
  { path: AUTH_PATHS.adminLogin, element: <AdminLoginPage /> },
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** `/Login/` → `/login`: the router matches paths case-insensitively and ignores a final slash. */
const normalized = (path: string) => `/${segmentsOf(path).join('/')}`.toLowerCase();

/** A page's path below the mount point, or null when the page lives outside it. */
export function pathBelow(path: string, base: string): string | null {
  if (base === '/') return path;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

/**
 * The remote's routes. The host mounts them at `/*` (every public path) and at the exact paths
 * `/login` and `/admin` (behind its redirect guards). Under a splat route they are nested
 * `<Routes>` matched against the rest of the URL; at an exact path (no splat, where nested
 * `<Routes>` would see only "/") the page of that path is rendered directly. Which mount this is
 * comes from the route's own path (`useResolvedPath('')`), not from a `*` param: under the
 * shell's data router a parent splat route gives every page a `*` param.
 */
export default function AuthRoutes() {
  const { pathname } = useLocation();
  const base = normalized(useResolvedPath('').pathname);

  if (base !== '/' && normalized(pathname) === base) {
    const page = PAGES.find((p) => p.path === base);
    return <PublicLayout>{page ? page.element : <NotFoundPage />}</PublicLayout>;
  }

  return (
    <Routes>
      <Route
        element={
          <PublicLayout>
            <Outlet />
          </PublicLayout>
        }
      >
        {PAGES.map(({ path, element }) => {
          const below = pathBelow(path, base);
          return below === null ? null : <Route key={path} path={below} element={element} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
