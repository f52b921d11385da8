import { ADMIN_PARTNER_SORT_FIELDS, type AdminPartnerListQuery } from 'shared-api';
import { filterValue, type ListSpec, type ListState } from '../lists';

export type PartnerSortField = (typeof ADMIN_PARTNER_SORT_FIELDS)[number];
export type PartnerFilter = 'active' | 'disabled';

const YES_NO = ['true', 'false'] as const;
type YesNo = (typeof YES_NO)[number];

/** The partners list's URL state: the contract's sort fields, search, `active` and `disabled`. */
export const PARTNER_LIST: ListSpec<PartnerSortField, PartnerFilter> = {
  sortFields: ADMIN_PARTNER_SORT_FIELDS,
  filters: { active: filterValue.oneOf(YES_NO), disabled: filterValue.oneOf(YES_NO) },
};

const yesNo = (value: string | undefined): YesNo | undefined => YES_NO.find((v) => v === value);

/** The filters of the URL (already checked by PARTNER_LIST) as the endpoint types them. */
export function partnerFilters(
  filters: ListState<PartnerSortField, PartnerFilter>['filters'],
): Pick<AdminPartnerListQuery, PartnerFilter> {
  const active = yesNo(filters.active);
  const disabled = yesNo(filters.disabled);
  return { ...(active ? { active } : {}), ...(disabled ? { disabled } : {}) };
}
