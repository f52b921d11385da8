import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';

export type NetworkShape = 'random' | 'chain';

export type BenchPurchase = { partnerId: number; amount: bigint; transactionId: number };

/** One partner's package price in GTC micro-units, 100 … 10 000 GTC, fixed by the partner id. */
const PRICE = sql`(1 + abs(hashint4(p.id * 7)) % 100)::numeric * 100000000`;

/**
 * `count` partners registered at `registeredAt` below one root, each with an active package
 * (daily binary limit 500 GTC) paid by a ledger transaction, all as plain SQL: the bench measures
 * the binary programme, not the registration or purchase code. In a `random` network each
 * partner's sponsor is one of the partners before them; in a `chain` each sponsors the next.
 * Returns the root and the purchases (the binary volume still to record).
 */
export async function seedNetwork(
  db: Db,
  input: { count: number; shape: NetworkShape; registeredAt: Date; paidAt: Date },
): Promise<{ rootId: number; purchases: BenchPurchase[] }> {
  const registered = input.registeredAt.toISOString();
  const paid = input.paidAt.toISOString();
  await db.execute(sql`
    insert into partners (login, email, first_name, last_name, phone, partner_code, active, registered_at)
    select 'n' || g, 'n' || g || '@bench.test', 'Bench', 'Partner', '+10000000000',
           upper(lpad(to_hex(g), 8, '0')), true, ${registered}::timestamptz
    from generate_series(1, ${input.count}) g`);
  const [root] = await queryRows<{ id: number }>(db, sql`select min(id) as id from partners`);
  const rootId = root?.id ?? 0;
  await db.execute(sql`
    update partners p set sponsor_id = ${
      input.shape === 'chain'
        ? sql`p.id - 1`
        : sql`${rootId} + abs(hashint4(p.id)) % (p.id - ${rootId})`
    }
    where p.id > ${rootId}`);
  await db.execute(sql`
    insert into packages (name, price, daily_income_bp, period_days, additional_days, linear_levels,
                          binary_daily_limit, status, created_at, updated_at)
    values ('Network bench', 100000000, 50, 300, 0, 6, 500000000, 'active',
            ${registered}::timestamptz, ${registered}::timestamptz)`);
  await db.execute(sql`
    insert into ledger_transactions (kind, partner_id, details, created_by_kind, created_at)
    select 'package-purchase', p.id, '{}', 'partner', ${paid}::timestamptz from partners p order by p.id`);
  await db.execute(sql`
    insert into partner_packages (partner_id, package_id, status, price, paid, daily_income_bp,
      period_days, additional_days, daily_amount, accruals_total, linear_levels, binary_daily_limit,
      purchased_at, activated_at, next_accrual_at, offer_accepted_at, privacy_accepted_at, transaction_id)
    select p.id, (select id from packages where name = 'Network bench'), 'active', ${PRICE}, ${PRICE},
           50, 300, 0, 500000, 300, 6, 500000000, ${paid}::timestamptz, ${paid}::timestamptz,
           ${paid}::timestamptz + interval '24 hours', ${paid}::timestamptz, ${paid}::timestamptz, t.id
    from partners p join ledger_transactions t on t.partner_id = p.id and t.kind = 'package-purchase'`);
  const purchases = await queryRows<{ partnerId: number; amount: string; transactionId: number }>(
    db,
    sql`select partner_id as "partnerId", paid::text as amount, transaction_id as "transactionId"
    from partner_packages order by partner_id`,
  );
  return {
    rootId,
    purchases: purchases.map((p) => ({ ...p, amount: BigInt(p.amount) })),
  };
}
