import { CURRENCIES, WITHDRAWAL_STATUSES } from 'shared-api';
import { moneyListSpec, type MoneyFilter } from '../money';

export type WithdrawalFilter = 'status' | 'currency' | MoneyFilter;

/** The withdrawals list's URL state: status, currency, partner and period. */
export const WITHDRAWAL_LIST = moneyListSpec({
  status: WITHDRAWAL_STATUSES,
  currency: CURRENCIES,
});
