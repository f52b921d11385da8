import { DEPOSIT_STATUSES } from 'shared-api';
import { moneyListSpec, type MoneyFilter } from '../money';

export type DepositFilter = 'status' | MoneyFilter;

/** The deposits list's URL state: status, partner and period. */
export const DEPOSIT_LIST = moneyListSpec({ status: DEPOSIT_STATUSES });
