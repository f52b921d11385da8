import { sql } from 'drizzle-orm';
import type { DashboardIncome, LedgerKind } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import { operationTypeOf } from '../operations/list-operations';

const INCOME_TYPES = [
  'daily-bonus',
  'partner-purchase-bonus',
  'binary-bonus',
  'career-bonus',
] as const satisfies readonly (keyof DashboardIncome['byType'])[];
type IncomeType = (typeof INCOME_TYPES)[number];

const isIncome = (type: string): type is IncomeType =>
  (INCOME_TYPES as readonly string[]).includes(type);

/**
 * The dashboard's income: what each bonus type moved into the partner's GTC wallet (reversals
 * count against the type they reverse, as in the operations list), and package statistics.
 */
export async function dashboardIncome(db: Db, partnerId: number): Promise<DashboardIncome> {
  const sums = await queryRows<{
    kind: LedgerKind;
    reversedKind: LedgerKind | null;
    total: string;
  }>(
    db,
    sql`select t.kind, r.kind as "reversedKind", sum(e.amount)::text as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    left join ledger_transactions r on r.id = t.reverses_id
    where a.partner_id = ${partnerId} and a.currency = 'GTC'
    group by t.kind, r.kind`,
  );
  const byType: Record<IncomeType, bigint> = {
    'daily-bonus': 0n,
    'partner-purchase-bonus': 0n,
    'binary-bonus': 0n,
    'career-bonus': 0n,
  };
  for (const s of sums) {
    const type = operationTypeOf(s.kind, s.reversedKind);
    if (isIncome(type)) byType[type] += BigInt(s.total);
  }
  const [packages] = await queryRows<{ active: number; finished: number; invested: string }>(
    db,
    // `paid` of a row includes the rows it upgraded: count the current rows only.
    sql`select (count(*) filter (where status = 'active'))::int as active,
           (count(*) filter (where status = 'finished'))::int as finished,
           coalesce(sum(paid) filter (where status <> 'upgraded'), 0)::text as invested
    from partner_packages where partner_id = ${partnerId}`,
  );
  const total = INCOME_TYPES.reduce((sum, type) => sum + byType[type], 0n);
  return {
    byType: {
      'daily-bonus': byType['daily-bonus'].toString(),
      'partner-purchase-bonus': byType['partner-purchase-bonus'].toString(),
      'binary-bonus': byType['binary-bonus'].toString(),
      'career-bonus': byType['career-bonus'].toString(),
    },
    total: total.toString(),
    packages: {
      active: packages?.active ?? 0,
      finished: packages?.finished ?? 0,
      invested: packages?.invested ?? '0',
      earned: byType['daily-bonus'].toString(),
    },
  };
}
