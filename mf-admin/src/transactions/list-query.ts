import { LEDGER_KINDS } from 'shared-api';
import { moneyListSpec, type MoneyFilter } from '../money';

export type TransactionFilter = 'kind' | MoneyFilter;

/** The ledger list's URL state: kind, partner and period. */
export const TRANSACTION_LIST = moneyListSpec({ kind: LEDGER_KINDS });
