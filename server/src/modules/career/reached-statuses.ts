import type { Figures } from './career-figures';
import type { CareerStatusRow } from './career-statuses';

/** business rules (Career): every threshold of `status` is met by `f`. */
export function meetsStatus(f: Figures, status: CareerStatusRow): boolean {
  const secondary = f.secondaryBranches.filter((v) => v >= status.secondaryThreshold).length;
  return (
    f.personal >= status.personal &&
    f.firstLine >= status.firstLine &&
    f.mainBranch >= status.mainBranch &&
    secondary >= status.secondaryBranches &&
    f.side >= status.side
  );
}

/** The statuses of `statuses` that `f` reaches and that are not awarded yet, by rank. */
export function statusesToAward(
  f: Figures,
  statuses: readonly CareerStatusRow[],
  awarded: ReadonlySet<number>,
): CareerStatusRow[] {
  return statuses
    .filter((s) => !awarded.has(s.id) && meetsStatus(f, s))
    .sort((a, b) => a.rank - b.rank);
}
