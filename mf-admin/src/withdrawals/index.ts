// Withdrawals: list with deadlines, show, and processing (complete the payout, or reject).
export { WithdrawalList } from './withdrawal-list';
export { WithdrawalShow } from './withdrawal-show';
export { WithdrawalEdit } from './withdrawal-edit';
