import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../modules/ledger/sql-rows';
import { readNetworkSettings } from '../../modules/settings/network-settings';
import { packagePaymentsFromLedger } from './legs';

type Status = {
  id: number;
  rank: number;
  personal: string;
  firstLine: string;
  mainBranch: string;
  secondaryBranches: number;
  secondaryThreshold: string;
  side: string;
  reward: string;
  mentorReward: string;
};
type Award = {
  partnerId: number;
  statusId: number;
  /** A string or a Date, by driver. */
  awardedAt: string | Date;
  mentorId: number | null;
  reward: string | null;
  rewardKey: string | null;
  mentorReward: string | null;
  mentorKey: string | null;
  mentorPaidTo: number | null;
};

/**
 * Career awards against the rules recomputed from scratch (business rules, Career): figures
 * from the sponsor tree and the package payments in the ledger. Every award is of a status the
 * partner's figures reach (volumes only grow); its reward and the mentor reward are booked once
 * under their natural keys for the status's amounts; the mentor is the nearest upline holding a
 * status when it was awarded (one awarded in the same run may count or not); the partner's rank
 * is their highest award. With `complete`, called right after the career job, every status
 * reached is also awarded.
 */
export async function careerViolations(db: Db, input: { complete: boolean }): Promise<string[]> {
  const found: string[] = [];
  const { careerLines } = await readNetworkSettings(db);
  const statuses = await queryRows<Status>(
    db,
    sql`select id, rank, personal::text as personal, first_line::text as "firstLine",
      main_branch::text as "mainBranch", secondary_branches as "secondaryBranches",
      secondary_threshold::text as "secondaryThreshold", side::text as side,
      reward::text as reward, mentor_reward::text as "mentorReward"
    from career_statuses order by rank`,
  );
  const partners = await queryRows<{ id: number; sponsorId: number | null; rank: number }>(
    db,
    sql`select id, sponsor_id as "sponsorId", career_rank as rank from partners`,
  );
  const awards = await queryRows<Award>(
    db,
    sql`select w.partner_id as "partnerId", w.status_id as "statusId", w.awarded_at as "awardedAt",
      w.mentor_id as "mentorId",
      (select sum(e.amount)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = r.id and a.partner_id = w.partner_id) as reward, r.natural_key as "rewardKey",
      (select sum(e.amount)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = m.id and a.partner_id = m.partner_id) as "mentorReward",
      m.natural_key as "mentorKey", m.partner_id as "mentorPaidTo"
    from career_awards w
    left join ledger_transactions r on r.id = w.transaction_id and r.kind = 'career-reward'
    left join ledger_transactions m on m.id = w.mentor_transaction_id and m.kind = 'mentor-reward'`,
  );
  const paid = await packagePaymentsFromLedger(db);
  const children = new Map<number, number[]>();
  const sponsorOf = new Map<number, number | null>();
  for (const p of partners) {
    sponsorOf.set(p.id, p.sponsorId);
    if (p.sponsorId !== null)
      children.set(p.sponsorId, [...(children.get(p.sponsorId) ?? []), p.id]);
  }
  const volumeDown = (id: number, lines: number): bigint =>
    (paid.get(id) ?? 0n) +
    (lines > 1 ? (children.get(id) ?? []).reduce((s, c) => s + volumeDown(c, lines - 1), 0n) : 0n);
  const reaches = (id: number, s: Status): boolean => {
    const branches = (children.get(id) ?? [])
      .map((c) => volumeDown(c, careerLines))
      .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const firstLine = (children.get(id) ?? []).reduce((sum, c) => sum + (paid.get(c) ?? 0n), 0n);
    const main = branches[0] ?? 0n;
    const side = branches.slice(1).reduce((sum, b) => sum + b, 0n);
    return (
      (paid.get(id) ?? 0n) >= BigInt(s.personal) &&
      firstLine >= BigInt(s.firstLine) &&
      main >= BigInt(s.mainBranch) &&
      branches.slice(1).filter((b) => b >= BigInt(s.secondaryThreshold)).length >=
        s.secondaryBranches &&
      side >= BigInt(s.side)
    );
  };
  const firstAwardAt = new Map<number, number>();
  for (const a of awards) {
    const at = new Date(a.awardedAt).getTime();
    firstAwardAt.set(a.partnerId, Math.min(at, firstAwardAt.get(a.partnerId) ?? Infinity));
  }
  const statusById = new Map(statuses.map((s) => [s.id, s]));
  for (const a of awards) {
    const s = statusById.get(a.statusId)!;
    const where = `award ${a.partnerId} rank ${s.rank}`;
    if (!reaches(a.partnerId, s)) found.push(`${where}: the figures do not reach it`);
    const reward = BigInt(s.reward) > 0n ? s.reward : null;
    if (a.reward !== reward || (reward && a.rewardKey !== `career:${a.partnerId}:${s.rank}`)) {
      found.push(`${where}: reward ${a.reward} (${a.rewardKey}), expected ${reward}`);
    }
    const allowed = mentorsAllowed(a, sponsorOf, firstAwardAt);
    if (!allowed.includes(a.mentorId)) {
      found.push(`${where}: mentor ${a.mentorId}, expected one of ${allowed.join()}`);
    }
    const mentorReward = a.mentorId !== null && BigInt(s.mentorReward) > 0n ? s.mentorReward : null;
    if (
      a.mentorReward !== mentorReward ||
      (mentorReward &&
        (a.mentorPaidTo !== a.mentorId || a.mentorKey !== `mentor:${a.partnerId}:${s.rank}`))
    ) {
      found.push(
        `${where}: mentor reward ${a.mentorReward} to ${a.mentorPaidTo}, expected ${mentorReward}`,
      );
    }
  }
  for (const p of partners) {
    const mine = awards
      .filter((a) => a.partnerId === p.id)
      .map((a) => statusById.get(a.statusId)!.rank);
    if (p.rank !== Math.max(0, ...mine))
      found.push(`partner ${p.id}: rank ${p.rank}, awards ${mine.join()}`);
    if (!input.complete) continue;
    for (const s of statuses) {
      if (!mine.includes(s.rank) && reaches(p.id, s))
        found.push(`partner ${p.id}: rank ${s.rank} reached, not awarded`);
    }
  }
  return found;
}

/**
 * The mentors an award may name: walking up the sponsor chain, each upline already holding a
 * status at the award's moment, up to the first one that held it strictly before (an upline
 * awarded in the same run may or may not have been awarded first); null when none did before.
 */
function mentorsAllowed(
  a: Award,
  sponsorOf: ReadonlyMap<number, number | null>,
  firstAwardAt: ReadonlyMap<number, number>,
): (number | null)[] {
  const at = new Date(a.awardedAt).getTime();
  const allowed: (number | null)[] = [];
  for (let up = sponsorOf.get(a.partnerId) ?? null; up !== null; up = sponsorOf.get(up) ?? null) {
    const since = firstAwardAt.get(up) ?? Infinity;
    if (since < at) return [...allowed, up];
    if (since === at) allowed.push(up);
  }
  return [...allowed, null];
}
