import { fetchClientProfile, fetchClientPromo, type ClientPromo, type Profile } from 'shared-api';

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
