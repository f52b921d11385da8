import { queryOptions } from '@tanstack/react-query';
import {
  fetchClientProfile,
  fetchClientPromo,
  promoKey,
  type ClientPromo,
  type Profile,
} from 'shared-api';

export interface PromoData {
  promo: ClientPromo;
  /** Prefills the participant form; the page works without it. */
  profile: Profile | null;
}

/** The campaign and the partner's standing, with the profile for the form, in parallel. */
export async function loadPromo(): Promise<PromoData> {
  const [promo, profile] = await Promise.all([
    fetchClientPromo(),
    fetchClientProfile().catch(() => null),
  ]);
  return { promo, profile };
}

/** Under the promo key: filing the participant form (it invalidates the key) changes the page. */
export const promoPageQueryOptions = () =>
  queryOptions({ queryKey: [...promoKey, 'page'], queryFn: loadPromo });
