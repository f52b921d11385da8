import { filterValue, type ListSpec } from '../lists';

export type PromoFilter = 'campaignId';

/** The promo lists' URL state: page, search and the campaign (none = the current one). */
export const PROMO_LIST: ListSpec<never, PromoFilter> = {
  sortFields: [],
  filters: { campaignId: filterValue.positiveId },
};
