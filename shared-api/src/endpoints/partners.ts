import { queryOptions } from '@tanstack/react-query';
import { partnerMeSchema } from '../contract';
import { apiClient } from '../http/api-client';

// The signed-in partner (server: modules/partners; contract: client-auth).

export async function fetchMe() {
  const { data } = await apiClient.get<unknown>('/api/client/me');
  return partnerMeSchema.parse(data);
}

// --- Queries (TanStack Query) -----------------------------------------------------------------

/** The signed-in partner: name, avatar, 2FA flag and balances, shown by the cabinet's layout. */
export const partnersKey = ['partners'] as const;

/**
 * Read once per signed-in page (every screen reads it from the cache, not each on its mount);
 * kept fresh by the mutations that change it (they invalidate `partnersKey`) and by the
 * screens' own patches (`setQueryData`), and forgotten when the session ends.
 */
export const meQueryOptions = () =>
  queryOptions({ queryKey: [...partnersKey, 'me'], queryFn: fetchMe, staleTime: Infinity });
