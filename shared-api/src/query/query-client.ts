import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { sessionStore, type SessionState } from '../session/session-store';

/**
 * How every screen reads the API. No automatic retry: a failure shows at once, with the
 * translated message, the request id and a retry button, as before TanStack Query. No refetch on
 * window focus: the screens refresh after their own changes (mutations invalidate what they
 * change) and on entering a screen, not each time the tab is shown.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

/** A client with the platform's defaults (tests make a fresh one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}

/**
 * The page's one cache: shared-api is a federation singleton, so the shell and every remote read
 * and invalidate the same queries. The shell mounts it with `QueryClientProvider`.
 */
export const queryClient = createQueryClient();

/** A token that went away or was replaced: the data read with it belongs to someone else. */
const ended = (now: string | null, before: string | null) => before !== null && now !== before;

/**
 * Sign-out, a session ended by the server, or another sign-in in this page: the next screens must
 * not show the previous session's partner, balances or lists, even for a moment.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  return sessionStore.subscribe((now: SessionState, before: SessionState) => {
    if (ended(now.clientToken, before.clientToken) || ended(now.adminToken, before.adminToken)) {
      client.clear();
    }
  });
}

clearOnSessionChange(queryClient);
