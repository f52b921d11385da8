import { filterValue, type ListSpec } from '../lists';

export type LogFilter = 'actorId' | 'action' | 'from' | 'to';

/** A log screen's URL state: paging plus actor, action (one of `actions`) and period; no sort. */
export function logListSpec(actions: readonly string[]): ListSpec<never, LogFilter> {
  return {
    sortFields: [],
    filters: {
      actorId: filterValue.positiveId,
      action: filterValue.oneOf(actions),
      from: filterValue.isoDate,
      to: filterValue.isoDate,
    },
  };
}
