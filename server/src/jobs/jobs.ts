import { expireDepositsJob } from '../modules/deposits/expire-deposits-job';
import { accrualJob } from '../modules/packages/accrual-job';
import { basketAutoPlaceJob, binaryCloseJob } from '../modules/binary';
import { careerEvaluationJob } from '../modules/career';
import type { Job } from './job';

/** Every background job of the server, in the order a catch-up runs them. */
export const JOBS: readonly Job[] = [
  accrualJob,
  expireDepositsJob,
  basketAutoPlaceJob,
  binaryCloseJob,
  careerEvaluationJob,
];
