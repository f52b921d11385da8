import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AdminSession } from '../contract';
import { DEFAULT_USERNAME, STORAGE_KEYS } from './storage-keys';

export interface SessionState {
  adminToken: string | null;
  clientToken: string | null;
  adminPermissions: string[];
  username: string;
  /**
   * This tab runs a partner's cabinet opened by an admin (login-as): its client token lives in
   * this tab's sessionStorage only, so the admin's own session in localStorage is never touched.
   */
  impersonating: boolean;
  /**
   * Where a session that just ended sends the user (memory only). The guards read it, so a
   * redirect never races the navigation: React Router applies navigations in a transition,
   * after the render that already sees the tokens gone.
   */
  exitTo: string | null;
  /**
   * The session ended on its own (expired, revoked: a 401 to a call that carried a token), not
   * by the user's logout: the sign-in page says so (memory only, cleared by the next sign-in).
   */
  sessionEnded: boolean;
}

function readPermissions(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.adminPermissions) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The state as local storage holds it: storage is the source of truth across tabs and reloads. */
export function readSession(): Omit<SessionState, 'exitTo' | 'sessionEnded'> {
  const impersonation = sessionStorage.getItem(STORAGE_KEYS.clientToken);
  return {
    adminToken: localStorage.getItem(STORAGE_KEYS.adminToken),
    clientToken: impersonation ?? localStorage.getItem(STORAGE_KEYS.clientToken),
    impersonating: impersonation !== null,
    adminPermissions: readPermissions(),
    username: localStorage.getItem(STORAGE_KEYS.username) ?? DEFAULT_USERNAME,
  };
}

export const sessionStore = createStore<SessionState>(() => ({
  ...readSession(),
  exitTo: null,
  sessionEnded: false,
}));

/** Re-reads storage; `exitTo` and `sessionEnded` are kept unless given. */
const sync = (
  exitTo: string | null = sessionStore.getState().exitTo,
  sessionEnded = sessionStore.getState().sessionEnded,
) => sessionStore.setState({ ...readSession(), exitTo, sessionEnded }, true);

/** Admin login or GET /api/user: store the token (when given), permissions and name. */
export function saveAdminSession(
  session: Pick<AdminSession, 'permissions' | 'user'> & { token?: string },
) {
  if (session.token) localStorage.setItem(STORAGE_KEYS.adminToken, session.token);
  localStorage.setItem(STORAGE_KEYS.adminPermissions, JSON.stringify(session.permissions));
  localStorage.setItem(STORAGE_KEYS.username, session.user.name || DEFAULT_USERNAME);
  sync(null, false);
}

/** Spec §4: logout removes the admin token and the admin permissions. */
export function clearAdminSession() {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.adminPermissions);
  sync();
}

export function saveClientToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.clientToken, token);
  sync(null, false);
}

/** A login-as hand-off: this tab (only) runs the partner's cabinet. */
export function adoptImpersonation(token: string) {
  sessionStorage.setItem(STORAGE_KEYS.clientToken, token);
  sync(null, false);
}

export function clearClientSession(exitTo: string | null = null) {
  if (sessionStore.getState().impersonating) sessionStorage.removeItem(STORAGE_KEYS.clientToken);
  else localStorage.removeItem(STORAGE_KEYS.clientToken);
  sync(exitTo);
}

/**
 * Spec §8: on 401, 403 or 503 all local storage is cleared. A login-as tab clears only its own
 * session: the storage it would clear holds the admin's session of the other tab.
 */
export function clearAllStorage(exitTo: string | null = null, sessionEnded = false) {
  if (sessionStore.getState().impersonating) sessionStorage.clear();
  else localStorage.clear();
  sync(exitTo, sessionEnded);
}

/** Spec §6: a permission check looks the name up in the stored list. */
export function can(permission: string): boolean {
  return sessionStore.getState().adminPermissions.includes(permission);
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Re-render on permission changes and answer `can(name)` from the current list. */
export function useCan(): (permission: string) => boolean {
  const permissions = useSession((s) => s.adminPermissions);
  return (permission) => permissions.includes(permission);
}

// Another tab signing in or out changes storage; follow it so every tab agrees.
if (typeof window !== 'undefined') window.addEventListener('storage', () => sync());
