import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryOptions, type PartnerMe } from 'shared-api';

/** GET /api/client/me, shared by the layout (name, balances, status) and every screen. */
export function useMeQuery() {
  return useQuery(meQueryOptions());
}

/** The partner, or null before the first successful load. */
export function useMe(): PartnerMe | null {
  return useMeQuery().data ?? null;
}

/**
 * The partner, for screens: the layout renders them only once /me has loaded, so it is never null
 * there. Throws (to the nearest error boundary) if a screen is rendered outside that gate.
 */
export function useCurrentPartner(): PartnerMe {
  const me = useMe();
  if (!me) throw new Error('useCurrentPartner: the partner is not loaded');
  return me;
}

/**
 * Applies a change the partner just made (name, avatar, 2FA) to the cached /me, so the header
 * shows it at once: the answer is known, no round trip needed.
 */
export function usePatchMe(): (changes: Partial<PartnerMe>) => void {
  const client = useQueryClient();
  return useCallback(
    (changes) =>
      client.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, ...changes } : me)),
    [client],
  );
}
