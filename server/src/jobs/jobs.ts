import { watchDepositsJob } from '../modules/chain/watch-deposits-job';
import { expireDepositsJob } from '../modules/deposits/expire-deposits-job';
import { accrualJob } from '../modules/packages/accrual-job';
import { basketAutoPlaceJob, binaryCloseJob } from '../modules/binary';
import { careerEvaluationJob } from '../modules/career';
import { pruneAttemptsJob } from '../security/prune-attempts-job';
import type { Job } from './job';

/** Every background job of the server, in the order a catch-up runs them. */
export const JOBS: readonly Job[] = [
  accrualJob,
  // Before the expiry: a payment seen in time completes its request rather than racing it.
  watchDepositsJob,
  expireDepositsJob,
  basketAutoPlaceJob,
  binaryCloseJob,
  careerEvaluationJob,
  pruneAttemptsJob,
];
