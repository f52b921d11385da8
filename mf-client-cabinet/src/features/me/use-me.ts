import type { PartnerMe } from 'shared-api';
import { useMeStore } from './me-store';

/** The partner, or null before the first successful load. */
export function useMe(): PartnerMe | null {
  return useMeStore((s) => s.me);
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
