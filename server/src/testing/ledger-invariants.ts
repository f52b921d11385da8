import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

type Row = Record<string, unknown>;

const rows = async (db: Db, query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
};

/**
 * Every invariant of the money rules that the database state must satisfy, as readable
 * violations (empty = all hold). Checked by the simulation after every step and by tests.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const found: string[] = [];
  const report = (name: string, list: Row[]) => {
    for (const r of list) found.push(`${name}: ${JSON.stringify(r)}`);
  };
  report(
    'entries do not sum to zero per currency',
    await rows(
      db,
      sql`select a.currency, sum(e.amount)::text as sum from ledger_entries e
          join ledger_accounts a on a.id = e.account_id group by a.currency having sum(e.amount) <> 0`,
    ),
  );
  report(
    'transaction entries do not sum to zero',
    await rows(
      db,
      sql`select e.transaction_id, a.currency, sum(e.amount)::text as sum from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          group by e.transaction_id, a.currency having sum(e.amount) <> 0`,
    ),
  );
  report(
    'cached balance differs from its entries',
    await rows(
      db,
      sql`select a.id, a.balance::text as balance, coalesce(s.total, 0)::text as entries
          from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
            on s.account_id = a.id
          where a.balance <> coalesce(s.total, 0)`,
    ),
  );
  report(
    'partner balance below zero',
    await rows(
      db,
      sql`select id, partner_id, balance::text as balance from ledger_accounts
          where partner_id is not null and balance < 0`,
    ),
  );
  report(
    'natural key booked twice',
    await rows(
      db,
      sql`select natural_key, count(*)::int as n from ledger_transactions
          where natural_key is not null group by natural_key having count(*) > 1`,
    ),
  );
  report(
    'accruals booked differ from the package counter',
    await rows(
      db,
      sql`select p.id, p.accruals_done, p.accruals_total, count(t.id)::int as booked
          from partner_packages p
          left join ledger_transactions t on t.kind = 'accrual'
            and t.natural_key like 'accrual:' || p.id || ':%'
          group by p.id
          having count(t.id) <> p.accruals_done or p.accruals_done > p.accruals_total`,
    ),
  );
  report(
    'withdrawal reserve differs from pending withdrawals',
    await rows(
      db,
      sql`select coalesce((select sum(balance) from ledger_accounts
                           where system_name = 'withdrawals-pending' and currency = 'GTC'), 0)::text as reserve,
                 coalesce((select sum(amount) from withdrawals where status = 'pending'), 0)::text as pending
          where coalesce((select sum(balance) from ledger_accounts
                          where system_name = 'withdrawals-pending' and currency = 'GTC'), 0)
             <> coalesce((select sum(amount) from withdrawals where status = 'pending'), 0)`,
    ),
  );
  report(
    'partner active flag differs from holding an active package',
    await rows(
      db,
      sql`select p.id, p.active from partners p
          where p.active <> exists (select 1 from partner_packages pp
                                    where pp.partner_id = p.id and pp.status = 'active')
            and exists (select 1 from partner_packages pp where pp.partner_id = p.id)`,
    ),
  );
  return found;
}
