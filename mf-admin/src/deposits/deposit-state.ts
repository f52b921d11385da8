import type { Deposit } from 'shared-api';

/** A deposit an admin may still confirm or reject (the server decides finally: 409 otherwise). */
export const isOpenDeposit = (deposit: Pick<Deposit, 'status'>) =>
  deposit.status === 'pending' || deposit.status === 'awaiting-payment';
