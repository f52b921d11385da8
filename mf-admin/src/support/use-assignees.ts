import { listSupportAssignees } from 'shared-api';
import { useLoad } from '../lists';

/** The admins a ticket may be assigned to (holding manage-support), for filters and selects. */
export const useAssignees = () => useLoad('support-assignees', listSupportAssignees);
