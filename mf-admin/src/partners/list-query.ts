import { ADMIN_PARTNER_SORT_FIELDS } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

export type PartnerSortField = (typeof ADMIN_PARTNER_SORT_FIELDS)[number];
export type PartnerFilter = 'active' | 'disabled';

const YES_NO = ['true', 'false'] as const;

/** The partners list's URL state: the contract's sort fields, search, `active` and `disabled`. */
export const PARTNER_LIST: ListSpec<PartnerSortField, PartnerFilter> = {
  sortFields: ADMIN_PARTNER_SORT_FIELDS,
  filters: { active: filterValue.oneOf(YES_NO), disabled: filterValue.oneOf(YES_NO) },
};
