import { ADMIN_PARTNER_SORT_FIELDS } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

export type PartnerSortField = (typeof ADMIN_PARTNER_SORT_FIELDS)[number];

/** The partners list's URL state: the contract's sort fields, search and the active filter. */
export const PARTNER_LIST: ListSpec<PartnerSortField, 'active'> = {
  sortFields: ADMIN_PARTNER_SORT_FIELDS,
  filters: { active: filterValue.oneOf(['true', 'false']) },
};
