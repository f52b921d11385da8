// The ledger: every transaction with its entries, and reversal as the only correction.
export { TransactionList } from './transaction-list';
export { TransactionShow } from './transaction-show';
export { TransactionEdit } from './transaction-edit';
