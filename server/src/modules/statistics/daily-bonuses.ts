import { sql } from 'drizzle-orm';
import {
  LEDGER_KINDS,
  OPERATION_TYPE_OF_KIND,
  type LedgerKind,
  type Statistics,
} from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import type { StatisticsPeriod } from './statistics-period';

export type BonusType = keyof Statistics['totals']['bonuses'];
export const BONUS_TYPES = [
  'daily-bonus',
  'partner-purchase-bonus',
  'binary-bonus',
  'career-bonus',
] as const satisfies readonly BonusType[];

/** Ledger kinds that pay a bonus, by the contract's kind → operation type map. */
const BONUS_KINDS = LEDGER_KINDS.filter((k) =>
  (BONUS_TYPES as readonly string[]).includes(OPERATION_TYPE_OF_KIND[k]),
);
const bonusKinds = sql.join(
  BONUS_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

export type DailyBonusRow = { date: string; kind: LedgerKind; amount: string };

/**
 * Bonuses credited to partner wallets per day and ledger kind. A reversal of a bonus counts as
 * the kind it reverses, with its (negative) amount on its own day: the figures are what was
 * paid net of corrections.
 */
export function dailyBonuses(db: Db, period: StatisticsPeriod): Promise<DailyBonusRow[]> {
  return queryRows<DailyBonusRow>(
    db,
    sql`select to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date,
               case when t.kind = 'reversal' then r.kind else t.kind end as kind,
               sum(e.amount)::text as amount
        from ledger_transactions t
        left join ledger_transactions r on r.id = t.reverses_id
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.created_at >= ${period.start.toISOString()}::timestamptz
          and t.created_at < ${period.end.toISOString()}::timestamptz
          and (t.kind in (${bonusKinds}) or (t.kind = 'reversal' and r.kind in (${bonusKinds})))
          and a.partner_id is not null and a.currency = 'GTC'
        group by 1, 2`,
  );
}

/** The bonus type of a bonus kind (BONUS_KINDS only reach here). */
export function bonusTypeOf(kind: LedgerKind): BonusType | null {
  const type = OPERATION_TYPE_OF_KIND[kind];
  return (BONUS_TYPES as readonly string[]).includes(type) ? (type as BonusType) : null;
}
