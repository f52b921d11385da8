import { ROLE_SORT_FIELDS } from 'shared-api';
import type { ListSpec } from '../lists';

export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** The roles list's URL state: page, size, sort and search; no filters. */
export const ROLE_LIST: ListSpec<RoleSortField, never> = {
  sortFields: ROLE_SORT_FIELDS,
  filters: {},
};
