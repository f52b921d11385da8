import type { Db } from '../../db/types';
import type { NetworkModel } from '../simulation/network-model';
import { careerViolations } from './career';
import { closeViolations } from './closes';
import { legViolations } from './legs';
import { linearViolations } from './linear';

/**
 * Every invariant of the network rules that the database must satisfy against the simulation's
 * model, as readable violations (empty = all hold): legs and ancestor lists from scratch, the
 * daily closes replayed, linear bonuses as the model expects, career awards from scratch.
 * `careerComplete` after the career job ran: every status reached is awarded.
 */
export async function networkViolations(
  db: Db,
  model: NetworkModel,
  input: { careerComplete: boolean },
): Promise<string[]> {
  return [
    ...(await legViolations(db)),
    ...(await closeViolations(db, (id, at) => model.limitAt(id, at))),
    ...(await linearViolations(db, model.expectedLinear)),
    ...(await careerViolations(db, { complete: input.careerComplete })),
  ];
}
