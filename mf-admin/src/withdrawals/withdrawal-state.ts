import type { Withdrawal } from 'shared-api';

/** A request an admin may still complete or reject (the server decides finally: 409 otherwise). */
export const isOpenWithdrawal = (w: Pick<Withdrawal, 'status'>) => w.status === 'pending';

/** Pending past its processing deadline (business rules: within 72 h). */
export const isOverdue = (w: Pick<Withdrawal, 'status' | 'processBy'>, now = Date.now()) =>
  isOpenWithdrawal(w) && Date.parse(w.processBy) < now;
