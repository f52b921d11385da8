import { randomUUID } from 'node:crypto';
import { units } from 'shared-api/contract';
import { DAY, type FixedClock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/types';
import { partnerBalance } from '../../modules/ledger/accounts';
import { clientSubject } from '../../modules/two-factor/subject';
import { issueToken } from '../../security/tokens';
import { createPartner } from '../fixtures';
import { creditPartner } from '../money';
import { enableTwoFactorFor } from '../two-factor';
import type { HttpCall, HttpReply } from './http-call';

export type BurstPartner = {
  id: number;
  partnerCode: string;
  token: string;
  recoveryCodes: string[];
};

/** Every partner starts with this much GTC. */
export const BURST_FUNDING = BigInt(units(1_000));

/** Funded partners with 2FA on (a transfer spends one recovery code) and a long-lived token. */
export async function createBurstPartners(
  t: { db: Db; clock: FixedClock; config: AppConfig },
  count: number,
): Promise<BurstPartner[]> {
  const made: BurstPartner[] = [];
  for (let i = 0; i < count; i += 1) {
    const p = await createPartner(t.db);
    const { recoveryCodes } = await enableTwoFactorFor(t, clientSubject(p.id));
    await creditPartner(t.db, p.id, BURST_FUNDING, 'GTC', t.clock.now());
    const { token } = await issueToken(t.db, {
      kind: 'client',
      subjectId: p.id,
      now: t.clock.now(),
      ttlMs: 30 * DAY,
    });
    made.push({ id: p.id, partnerCode: p.partnerCode, token, recoveryCodes });
  }
  return made;
}

/**
 * One transfer per partner and recovery code of `codes`, to another partner of the set: 50 to
 * 400 GTC, so some senders run dry (409 INSUFFICIENT_FUNDS) while others receive.
 */
export function transferCalls(partners: BurstPartner[], codes: number[]): HttpCall[] {
  const calls: HttpCall[] = [];
  partners.forEach((p, i) => {
    for (const n of codes) {
      const to = partners[(i + 1 + (n % (partners.length - 1))) % partners.length]!;
      calls.push({
        method: 'POST',
        path: '/api/client/transfers',
        token: p.token,
        key: `burst-${randomUUID()}`,
        body: {
          amount: units(50 + ((i * 53 + n * 97) % 351)),
          recipient: to.partnerCode,
          code: p.recoveryCodes[n]!,
        },
      });
    }
  });
  return calls;
}

type TransferBody = { amount: string; sender: { id: number }; recipient: { id: number } };

/**
 * Balances the partners must hold given one final answer per key (successes move money,
 * refusals nothing), from the funding and the bookings of earlier bursts.
 */
export function expectedBalances(
  start: Map<number, bigint>,
  answers: Iterable<HttpReply>,
): Map<number, bigint> {
  const next = new Map(start);
  for (const answer of answers) {
    if (!answer || answer.statusCode !== 201) continue;
    const b = answer.body as TransferBody;
    next.set(b.sender.id, next.get(b.sender.id)! - BigInt(b.amount));
    next.set(b.recipient.id, next.get(b.recipient.id)! + BigInt(b.amount));
  }
  return next;
}

export async function balancesOf(db: Db, partners: BurstPartner[]): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>();
  for (const p of partners) balances.set(p.id, await partnerBalance(db, p.id, 'GTC'));
  return balances;
}
