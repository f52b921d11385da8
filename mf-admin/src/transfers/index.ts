// Transfers between partners: list and show (they are booked by the partners themselves).
export { TransferList } from './transfer-list';
export { TransferShow } from './transfer-show';
