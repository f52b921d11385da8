/**
 * Named routes the API layer may send a user to. The shell registers the router's navigate
 * function at start-up; until then (and in tests) a full page load is used.
 */
export const ROUTES = {
  auth: '/login',
  client: '/client',
  adminManage: '/admin/manage',
  adminLogin: '/admin',
  /** Spec §8: "Enable 2FA" points to Profile → Security → Activate. */
  clientSecurity: '/client/security',
} as const;
export type RouteName = keyof typeof ROUTES;

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate) {
  navigate = fn;
}

export function goTo(route: RouteName) {
  navigate(ROUTES[route]);
}

/** sessionStorage (this tab): the page a session ended on, until the next sign-in returns to it. */
export const RETURN_PAGE_KEY = 'returnTo';
const AREAS = [ROUTES.client, ROUTES.adminManage];
const inArea = (path: string, area: string) =>
  path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`);

/**
 * Remembers where a session ended on its own (expired, revoked), so that signing in again
 * returns there. Only pages of the signed-in areas: anything else is ignored, so the value can
 * never send a user off the platform.
 */
export function rememberReturnPage(path: string) {
  if (AREAS.some((area) => inArea(path, area))) sessionStorage.setItem(RETURN_PAGE_KEY, path);
}

/** After a sign-in: the remembered page when it belongs to the area just entered, else its start. */
export function goAfterSignIn(route: 'client' | 'adminManage') {
  const saved = sessionStorage.getItem(RETURN_PAGE_KEY);
  sessionStorage.removeItem(RETURN_PAGE_KEY);
  const area = ROUTES[route];
  navigate(saved && inArea(saved, area) ? saved : area);
}
