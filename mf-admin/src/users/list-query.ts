import { ADMIN_USER_SORT_FIELDS } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

/** The users list's URL state: the contract's sort fields and a role filter. */
export const USER_LIST: ListSpec<(typeof ADMIN_USER_SORT_FIELDS)[number], 'roleId'> = {
  sortFields: ADMIN_USER_SORT_FIELDS,
  filters: { roleId: filterValue.positiveId },
};
