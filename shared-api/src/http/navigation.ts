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
