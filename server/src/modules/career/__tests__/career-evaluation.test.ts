import { asc, eq, inArray, like, or } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { careerAwards, careerStatuses, ledgerTransactions, partners } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { itOnPostgres } from '../../../testing/on-postgres';
import type { TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { lockBonusesAccount } from '../../network/bonuses-account';
import {
  createNetworkTestApp,
  partnerUnder,
  setPersonalVolume,
} from '../../network/testing/network-test-kit';
import { careerFigures } from '../career-figures';
import { careerEvaluationJob, runCareerEvaluation } from '../career-evaluation-job';

let t: TestApp;
beforeAll(async () => {
  t = await createNetworkTestApp();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const gtc = (whole: number) => BigInt(units(whole));
const evaluate = () => runCareerEvaluation(t.db, t.clock.now());

/** `volumes[i]` = personal volume of the partner on line i + 1 of a new branch under `rootId`. */
async function branch(rootId: number, ...volumes: number[]) {
  let sponsor = rootId;
  const ids: number[] = [];
  for (const volume of volumes) {
    sponsor = (await partnerUnder(t.db, sponsor, volume)).id;
    ids.push(sponsor);
  }
  return ids;
}

/** A partner exactly at Bronze: main 5 000, one secondary 2 000, side 5 000, first line 2 000. */
async function exactlyBronze(sponsorId: number | null) {
  const partner = await partnerUnder(t.db, sponsorId, 500);
  await branch(partner.id, 1_000, 4_000);
  await branch(partner.id, 1_000, 1_000);
  await branch(partner.id, 0, 3_000);
  return partner;
}

async function awardsOf(partnerId: number) {
  return t.db
    .select({ statusId: careerAwards.statusId, mentorId: careerAwards.mentorId })
    .from(careerAwards)
    .where(eq(careerAwards.partnerId, partnerId));
}

async function rewardsOf(partnerId: number) {
  return t.db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.naturalKey,
      to: ledgerTransactions.partnerId,
      details: ledgerTransactions.details,
    })
    .from(ledgerTransactions)
    .where(
      or(
        like(ledgerTransactions.naturalKey, `career:${partnerId}:%`),
        like(ledgerTransactions.naturalKey, `mentor:${partnerId}:%`),
      ),
    )
    .orderBy(asc(ledgerTransactions.id));
}

const careerRank = async (id: number) =>
  (await t.db.select({ rank: partners.careerRank }).from(partners).where(eq(partners.id, id)))[0]
    ?.rank;

describe('career figures', () => {
  it('sums branches over 5 lines: main, secondary largest first, side and first line', async () => {
    const p = await partnerUnder(t.db, null, 700);
    await branch(p.id, 100, 200, 300, 400, 500, 9_999); // line 6 (9 999) does not count
    await branch(p.id, 50, 5_000);
    await branch(p.id, 2_000);
    const f = (await careerFigures(t.db, [p.id], 5)).get(p.id);
    expect(f).toEqual({
      personal: gtc(700),
      firstLine: gtc(2_150),
      mainBranch: gtc(5_050),
      secondaryBranches: [gtc(2_000), gtc(1_500)],
      side: gtc(3_500),
    });
    const three = (await careerFigures(t.db, [p.id], 3)).get(p.id);
    expect(three?.secondaryBranches).toEqual([gtc(2_000), gtc(600)]);
  });

  it('gives zeros to a partner without a network', async () => {
    const p = await partnerUnder(t.db, null, 10);
    expect((await careerFigures(t.db, [p.id], 5)).get(p.id)).toEqual({
      personal: gtc(10),
      firstLine: 0n,
      mainBranch: 0n,
      secondaryBranches: [],
      side: 0n,
    });
  });
});

describe('career evaluation job', () => {
  it('awards Bronze at its exact thresholds, pays 100 GTC and 20 GTC to the nearest ranked upline', async () => {
    const mentor = await partnerUnder(t.db, null);
    await t.db.update(partners).set({ careerRank: 2 }).where(eq(partners.id, mentor.id));
    const unranked = await partnerUnder(t.db, mentor.id);
    const partner = await exactlyBronze(unranked.id);

    await evaluate();
    const [bronze] = await t.db.select().from(careerStatuses).where(eq(careerStatuses.rank, 1));
    expect(await awardsOf(partner.id)).toEqual([{ statusId: bronze!.id, mentorId: mentor.id }]);
    expect(await careerRank(partner.id)).toBe(1);
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(gtc(100));
    expect(await partnerBalance(t.db, mentor.id, 'GTC')).toBe(gtc(20));
    expect(await partnerBalance(t.db, unranked.id, 'GTC')).toBe(0n);
    expect((await rewardsOf(partner.id)).map((r) => [r.kind, r.key, r.to])).toEqual([
      ['career-reward', `career:${partner.id}:1`, partner.id],
      ['mentor-reward', `mentor:${partner.id}:1`, mentor.id],
    ]);
  });

  it('does not award a partner one micro-unit short of a threshold', async () => {
    const partner = await exactlyBronze(null);
    await t.db
      .update(partners)
      .set({ personalVolume: gtc(500) - 1n })
      .where(eq(partners.id, partner.id));
    await evaluate();
    expect(await awardsOf(partner.id)).toEqual([]);
    expect(await careerRank(partner.id)).toBe(0);
  });

  it('pays several statuses reached at once in rank order, without a mentor, and never twice', async () => {
    const partner = await partnerUnder(t.db, null, 1_000);
    await branch(partner.id, 2_000, 13_000); // main 15 000
    await branch(partner.id, 2_000, 3_000); // 5 000
    await branch(partner.id, 1_000, 9_000); // 10 000 → side 15 000, first line 5 000

    await evaluate();
    const rewards = await rewardsOf(partner.id);
    expect(rewards.map((r) => [r.kind, r.key])).toEqual([
      ['career-reward', `career:${partner.id}:1`],
      ['career-reward', `career:${partner.id}:2`],
    ]);
    expect(rewards[0]!.id).toBeLessThan(rewards[1]!.id);
    expect(rewards[1]!.details).toEqual({ status: 'Silver', rank: 2 });
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(gtc(400));
    expect((await awardsOf(partner.id)).map((a) => a.mentorId)).toEqual([null, null]);
    expect(await careerRank(partner.id)).toBe(2);

    // The next runs find nothing new, also after the figures grow short of Gold.
    await setPersonalVolume(t.db, partner.id, 2_000);
    await evaluate();
    await careerEvaluationJob.run({ db: t.db, clock: t.clock, config: t.config });
    expect(await rewardsOf(partner.id)).toHaveLength(2);
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(gtc(400));
  });

  it('pays the mentor reward to the mentor at award time, a partner awarded earlier in the chain', async () => {
    const top = await exactlyBronze(null);
    await evaluate();
    expect(await careerRank(top.id)).toBe(1);
    // Under top's first branch: a new partner reaching Bronze; top is now their mentor.
    const under = await exactlyBronze(top.id);
    const topBefore = await partnerBalance(t.db, top.id, 'GTC');
    await evaluate();
    expect((await awardsOf(under.id)).map((a) => a.mentorId)).toEqual([top.id]);
    expect(await partnerBalance(t.db, top.id, 'GTC')).toBe(topBefore + gtc(20));
  });

  it('evaluates in batches and awards each reached partner once when runs overlap', async () => {
    const reached = await Promise.all([1, 2, 3, 4, 5].map(() => exactlyBronze(null)));
    await Promise.all([
      runCareerEvaluation(t.db, t.clock.now(), 2),
      runCareerEvaluation(t.db, t.clock.now(), 3),
    ]);
    const ids = reached.map((p) => p.id);
    const awards = await t.db
      .select({ partnerId: careerAwards.partnerId })
      .from(careerAwards)
      .where(inArray(careerAwards.partnerId, ids));
    expect(awards.map((a) => a.partnerId).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await partnerBalance(t.db, id, 'GTC')).toBe(gtc(100));
  });

  it('follows an admin edit of the thresholds and a zero reward books nothing', async () => {
    const [bronze] = await t.db.select().from(careerStatuses).where(eq(careerStatuses.rank, 1));
    await t.db
      .update(careerStatuses)
      .set({
        personal: gtc(10),
        firstLine: 0n,
        mainBranch: 0n,
        secondaryBranches: 1,
        secondaryThreshold: 0n,
        side: 0n,
        reward: 0n,
        mentorReward: 0n,
      })
      .where(eq(careerStatuses.id, bronze!.id));
    try {
      const partner = await partnerUnder(t.db, null, 10);
      await branch(partner.id, 0);
      await branch(partner.id, 0);
      await evaluate();
      expect(await awardsOf(partner.id)).toHaveLength(1);
      expect(await rewardsOf(partner.id)).toEqual([]);
      expect(await careerRank(partner.id)).toBe(1);
    } finally {
      const { id, ...seeded } = bronze!;
      await t.db.update(careerStatuses).set(seeded).where(eq(careerStatuses.id, id));
    }
  });
});

describe('career evaluation racing an admin edit', () => {
  // The job read the statuses, then waited (here for the bonuses account) while an admin edit of
  // the reward committed: the award made after the edit follows it.
  itOnPostgres('an award made after an edit of its reward pays the edited reward', async () => {
    const [bronze] = await t.db.select().from(careerStatuses).where(eq(careerStatuses.rank, 1));
    const partner = await exactlyBronze(null);
    try {
      let run: Promise<number> | undefined;
      await t.db.transaction(async (tx) => {
        await lockBonusesAccount(tx, t.clock.now());
        run = evaluate();
        await untilWaitingForLocks(t.db, 1);
        await t.db
          .update(careerStatuses)
          .set({ reward: gtc(50) })
          .where(eq(careerStatuses.id, bronze!.id));
      });
      await run;
      await evaluate();
      expect(await awardsOf(partner.id)).toHaveLength(1);
      expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(gtc(50));
    } finally {
      const { id, ...seeded } = bronze!;
      await t.db.update(careerStatuses).set(seeded).where(eq(careerStatuses.id, id));
    }
  });
});
