import type { SessionState } from '../session/session-store';

/**
 * Spec §7: requests whose path contains 'admin' carry the admin token, all others the client token.
 * GET /api/user is the current admin, so it carries the admin token though its path lacks 'admin'.
 */
export function tokenFor(
  url: string,
  method: string,
  session: Pick<SessionState, 'adminToken' | 'clientToken'>,
): string | null {
  const path = url.split('?')[0] ?? '';
  const isCurrentAdmin = method.toUpperCase() === 'GET' && /(^|\/)api\/user\/?$/.test(path);
  return path.includes('admin') || isCurrentAdmin ? session.adminToken : session.clientToken;
}
