// Deposits (top-ups in USDT): list, show, and processing (confirm with credit, or reject).
export { DepositList } from './deposit-list';
export { DepositShow } from './deposit-show';
export { DepositEdit } from './deposit-edit';
export { RateText } from './rate-text';
