import { moneyListSpec, type MoneyFilter } from '../money';

export type TransferFilter = MoneyFilter;

/** The transfers list's URL state: partner (either side) and period. */
export const TRANSFER_LIST = moneyListSpec<never>({});
