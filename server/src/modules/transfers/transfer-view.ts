import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transfer } from 'shared-api/contract';
import { partners, transfers } from '../../db/schema';
import type { Db } from '../../db/types';

export const senders = alias(partners, 'sender');
export const recipients = alias(partners, 'recipient');

/** What a Transfer is read from: the row and both partners. */
export const transferColumns = {
  transfer: transfers,
  sender: { id: senders.id, login: senders.login, partnerCode: senders.partnerCode },
  recipient: { id: recipients.id, login: recipients.login, partnerCode: recipients.partnerCode },
};

type Party = { id: number; login: string; partnerCode: string };
export type TransferRow = {
  transfer: typeof transfers.$inferSelect;
  sender: Party;
  recipient: Party;
};

/** A Transfer; with `viewerId` (a partner's own list) it says which way it went for them. */
export function toTransfer(
  { transfer: t, sender, recipient }: TransferRow,
  viewerId?: number,
): Transfer {
  return {
    id: t.id,
    amount: t.amount.toString(),
    sender,
    recipient,
    createdAt: t.createdAt.toISOString(),
    transactionId: t.transactionId,
    ...(viewerId === undefined ? {} : { direction: t.senderId === viewerId ? 'out' : 'in' }),
  };
}

/** The transfer row joined with both partners, from `transfers`. */
export const transfersWithParties = (db: Db) =>
  db
    .select(transferColumns)
    .from(transfers)
    .innerJoin(senders, eq(senders.id, transfers.senderId))
    .innerJoin(recipients, eq(recipients.id, transfers.recipientId));

export async function loadTransfer(
  db: Db,
  id: number,
  viewerId?: number,
): Promise<Transfer | null> {
  const [row] = await transfersWithParties(db).where(eq(transfers.id, id)).limit(1);
  return row ? toTransfer(row, viewerId) : null;
}
