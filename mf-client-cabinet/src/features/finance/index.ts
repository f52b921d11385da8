export { DepositPage } from './deposit/deposit-page';
export { TransferPage } from './transfer/transfer-page';
export { WithdrawPage } from './withdraw/withdraw-page';
export { OperationsPage } from './operations/operations-page';
export { useOperationColumns } from './operations/operation-columns';
