import { listAdminPromoCampaigns } from 'shared-api';
import { useLoad } from '../lists';

/** Every promo campaign (a short list), for the campaign filter, names and the campaigns tab. */
export function useCampaigns() {
  return useLoad('promo-campaigns', listAdminPromoCampaigns);
}
