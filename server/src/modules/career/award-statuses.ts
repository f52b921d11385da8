import { and, eq, inArray, sql } from 'drizzle-orm';
import { careerAwards, careerStatuses, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { partnerAccount, type AccountRef } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { lockBonusesAccount } from '../network/bonuses-account';
import { careerRules } from './career-changes';
import type { CareerStatusRow } from './career-statuses';
import { findMentor } from './find-mentor';

/**
 * business rules (Career): awards `statuses` (reached, by rank) to the partner, each once: the
 * award row, the reward (`career:<partner>:<rank>`) and the mentor reward to the nearest upline
 * holding a status at this moment (`mentor:<partner>:<rank>`, none without a mentor), then the
 * partner's career rank. A status awarded before (another run) is skipped. Nothing is awarded
 * when an admin edited one of `statuses` since they were read: the next run evaluates everyone
 * under the edit (career-changes.ts). Returns how many statuses it awarded.
 */
export async function awardStatuses(
  tx: Db,
  partnerId: number,
  statuses: readonly CareerStatusRow[],
  at: Date,
): Promise<number> {
  if (statuses.length === 0) return 0;
  // Lock order of every bonus payer: bonuses, then wallets (see bonuses-account.ts).
  const bonuses = await lockBonusesAccount(tx, at);
  // Held FOR KEY SHARE to the commit (an edit locks the row FOR UPDATE): an edit either waits
  // for this award or committed before, and then its figures are the ones to pay.
  const current = await tx
    .select()
    .from(careerStatuses)
    .where(
      inArray(
        careerStatuses.id,
        statuses.map((s) => s.id),
      ),
    )
    .orderBy(careerStatuses.rank)
    .for('key share');
  const byRank = [...statuses].sort((a, b) => a.rank - b.rank);
  if (careerRules(current, 0) !== careerRules(byRank, 0)) return 0;
  let awarded = 0;
  for (const status of byRank) {
    const [award] = await tx
      .insert(careerAwards)
      .values({ partnerId, statusId: status.id, awardedAt: at })
      .onConflictDoNothing()
      .returning({ partnerId: careerAwards.partnerId });
    if (!award) continue;
    const mentor = await findMentor(tx, partnerId);
    const details = { status: status.name, rank: status.rank };
    const reward = await pay(tx, bonuses, {
      kind: 'career-reward',
      naturalKey: `career:${partnerId}:${status.rank}`,
      to: partnerId,
      amount: status.reward,
      details,
      at,
    });
    const mentorReward = mentor
      ? await pay(tx, bonuses, {
          kind: 'mentor-reward',
          naturalKey: `mentor:${partnerId}:${status.rank}`,
          to: mentor.id,
          amount: status.mentorReward,
          details: { ...details, counterpartyId: partnerId },
          at,
        })
      : null;
    await tx
      .update(careerAwards)
      .set({
        transactionId: reward,
        mentorId: mentor?.id ?? null,
        mentorTransactionId: mentorReward,
      })
      .where(and(eq(careerAwards.partnerId, partnerId), eq(careerAwards.statusId, status.id)));
    await tx
      .update(partners)
      .set({ careerRank: sql`greatest(${partners.careerRank}, ${status.rank})` })
      .where(eq(partners.id, partnerId));
    awarded += 1;
  }
  return awarded;
}

/** Books a reward from the bonuses account; null for a zero reward (nothing to book). */
async function pay(
  tx: Db,
  bonuses: AccountRef,
  p: {
    kind: 'career-reward' | 'mentor-reward';
    naturalKey: string;
    to: number;
    amount: bigint;
    details: Record<string, string | number>;
    at: Date;
  },
): Promise<number | null> {
  if (p.amount <= 0n) return null;
  const wallet = await partnerAccount(tx, p.to, 'GTC', p.at);
  const posted = await postTransaction(tx, {
    kind: p.kind,
    naturalKey: p.naturalKey,
    partnerId: p.to,
    details: p.details,
    createdBy: { kind: 'system', id: null },
    at: p.at,
    entries: [
      { account: wallet, amount: p.amount },
      { account: bonuses, amount: -p.amount },
    ],
  });
  return posted?.id ?? null;
}
