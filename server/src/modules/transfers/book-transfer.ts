import type { Transfer } from 'shared-api/contract';
import { transfers } from '../../db/schema';
import type { Db } from '../../db/types';
import { nextIdOf } from '../finance/next-id';
import { partnerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { writeClientLog } from '../logs/write-log';
import { loadTransfer } from './transfer-view';

export type TransferBooking = {
  senderId: number;
  recipient: { id: number; login: string };
  amount: bigint;
  at: Date;
  impersonatorAdminId: number | null;
  ip: string | null;
};

/**
 * Books a checked transfer (the route has checked 2FA, recipient and minimum): one ledger
 * transaction sender → recipient, the transfer row and both client logs. The benchmark times it.
 */
export async function bookTransfer(tx: Db, input: TransferBooking): Promise<Transfer> {
  const { senderId, recipient, amount } = input;
  const now = input.at;
  const id = await nextIdOf(tx, 'transfers');
  const posted = await postTransaction(tx, {
    kind: 'transfer',
    naturalKey: `transfer:${id}`,
    partnerId: senderId,
    memo: `Transfer #${id}`,
    // The operations list shows each side the other partner as the counterparty.
    details: { senderId, recipientId: recipient.id, transferId: id },
    createdBy: { kind: 'partner', id: senderId },
    at: now,
    entries: [
      { account: await partnerAccount(tx, senderId, 'GTC', now), amount: -amount },
      { account: await partnerAccount(tx, recipient.id, 'GTC', now), amount },
    ],
  });
  if (!posted) throw new Error(`transfer ${id} was booked already`);
  await tx.insert(transfers).overridingSystemValue().values({
    id,
    senderId,
    recipientId: recipient.id,
    amount,
    transactionId: posted.id,
    createdAt: now,
  });
  const log = { impersonatorAdminId: input.impersonatorAdminId, ip: input.ip, at: now };
  await writeClientLog(tx, senderId, {
    ...log,
    action: 'transfer-sent',
    details: { transferId: id, amount: amount.toString(), recipient: recipient.login },
  });
  const transfer = await loadTransfer(tx, id, senderId);
  if (!transfer) throw new Error(`transfer ${id} vanished inside its transaction`);
  await writeClientLog(tx, recipient.id, {
    action: 'transfer-received',
    details: { transferId: id, amount: amount.toString(), sender: transfer.sender.login },
    ip: null,
    at: now,
  });
  return transfer;
}
