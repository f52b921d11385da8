import { filterValue, type ListSpec } from '../lists';

export type LogFilter = 'actorId' | 'actor' | 'action' | 'from' | 'to';

/** A log screen's URL state: paging plus actor (an id, or part of a login, name or e-mail), action (one of `actions`) and period; no sort. */
export function logListSpec(actions: readonly string[]): ListSpec<never, LogFilter> {
  return {
    sortFields: [],
    filters: {
      actorId: filterValue.positiveId,
      actor: (raw) => (raw.length > 0 && raw.length <= 100 ? raw : null),
      action: filterValue.oneOf(actions),
      from: filterValue.isoDate,
      to: filterValue.isoDate,
    },
  };
}
