import { eq } from 'drizzle-orm';
import type { BalanceAdjustment } from 'shared-api/contract';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { writeAdminLog } from '../logs/write-log';

/**
 * An admin's credit or debit of a partner's wallet against the admin-adjustments account, with
 * its reason; a debit never takes the wallet below zero (409 INSUFFICIENT_FUNDS `fields.amount`).
 * Writes the admin log `balance-adjusted` (subject: the partner).
 */
export async function adjustBalance(
  tx: Db,
  input: BalanceAdjustment & { partnerId: number; adminId: number; at: Date; ip: string | null },
): Promise<void> {
  const [partner] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, input.partnerId));
  if (!partner) throw notFound('Partner');
  const amount = BigInt(input.amount);
  const signed = input.direction === 'credit' ? amount : -amount;
  const wallet = await partnerAccount(tx, partner.id, input.currency, input.at);
  const source = await systemAccount(tx, 'admin-adjustments', input.currency, input.at);
  const posted = await postTransaction(tx, {
    kind: 'adjustment',
    partnerId: partner.id,
    memo: input.reason,
    details: { direction: input.direction, reason: input.reason },
    createdBy: { kind: 'admin', id: input.adminId },
    at: input.at,
    entries: [
      { account: wallet, amount: signed },
      { account: source, amount: -signed },
    ],
  });
  if (!posted) throw new Error('an adjustment has no natural key: it always books');
  await writeAdminLog(tx, input.adminId, {
    action: 'balance-adjusted',
    subject: { type: 'partner', id: partner.id },
    after: {
      currency: input.currency,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      transactionId: posted.id,
    },
    ip: input.ip,
    at: input.at,
  });
}
