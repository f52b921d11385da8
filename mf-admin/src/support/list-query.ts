import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

export type SupportFilter = 'status' | 'category' | 'assignee' | 'login' | 'from' | 'to';

/** The tickets list's URL state: page and the filters of GET /api/admin/support/tickets. */
export const SUPPORT_LIST: ListSpec<never, SupportFilter> = {
  sortFields: [],
  filters: {
    status: filterValue.oneOf(SUPPORT_STATUSES),
    category: filterValue.oneOf(SUPPORT_CATEGORIES),
    assignee: (raw) => (raw === 'none' ? raw : filterValue.positiveId(raw)),
    login: (raw) => raw.slice(0, 64) || null,
    from: filterValue.isoDate,
    to: filterValue.isoDate,
  },
};
