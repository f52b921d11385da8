import { ADMIN_PACKAGE_SORT_FIELDS, PACKAGE_STATUSES } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

export type PackageSortField = (typeof ADMIN_PACKAGE_SORT_FIELDS)[number];

/** The packages list's URL state: the contract's sort fields, search and the status filter. */
export const PACKAGE_LIST: ListSpec<PackageSortField, 'status'> = {
  sortFields: ADMIN_PACKAGE_SORT_FIELDS,
  filters: { status: filterValue.oneOf(PACKAGE_STATUSES) },
};
