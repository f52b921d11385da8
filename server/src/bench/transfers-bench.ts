import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { bookTransfer } from '../modules/transfers/book-transfer';
import { createPartner } from '../testing/fixtures';
import { creditPartner } from '../testing/money';
import { timed } from './bench-db';

export type Figure = { what: string; ms: number; count: number };

const PARTNERS = 50;

/**
 * Transfers between 50 funded wallets through the booking the API runs after its checks (ledger
 * transaction, balances in account order, transfer row, both client logs), `concurrency` at a
 * time; beside it the bare baseline: the same rows (transaction, two entries, transfer) as plain
 * INSERTs into copies of the tables without indexes, constraints or balance updates.
 */
export async function benchTransfers(
  db: Db,
  count: number,
  concurrency: number,
): Promise<Figure[]> {
  const partners: { id: number; login: string }[] = [];
  for (let i = 0; i < PARTNERS; i += 1) {
    const p = await createPartner(db, { password: null });
    await creditPartner(db, p.id, 1_000_000_000_000n);
    partners.push(p);
  }
  const at = new Date('2026-03-05T10:00:00Z');
  const pair = (n: number) => {
    const sender = partners[n % PARTNERS]!;
    const recipient = partners[(n * 7 + 3) % PARTNERS]!;
    return recipient.id === sender.id
      ? [sender, partners[(n + 1) % PARTNERS]!]
      : [sender, recipient];
  };
  const transfersMs = await timed(count, concurrency, (n) => {
    const [sender, recipient] = pair(n);
    return db.transaction((tx) =>
      bookTransfer(tx, {
        senderId: sender!.id,
        recipient: recipient!,
        amount: 1_000_000n + BigInt(n),
        at,
        impersonatorAdminId: null,
        ip: null,
      }),
    );
  });

  await db.execute(sql`create table bare_transactions (like ledger_transactions)`);
  await db.execute(sql`create table bare_entries (like ledger_entries)`);
  await db.execute(sql`create table bare_transfers (like transfers)`);
  const bareMs = await timed(count, concurrency, (n) => {
    const [sender, recipient] = pair(n);
    const amount = (1_000_000n + BigInt(n)).toString();
    return db.transaction(async (tx) => {
      await tx.execute(sql`insert into bare_transactions (id, kind, natural_key, partner_id, details, created_by_kind, created_at)
        values (${n}, 'transfer', ${`transfer:${n}`}, ${sender!.id}, '{}', 'partner', ${at.toISOString()})`);
      await tx.execute(sql`insert into bare_entries (id, transaction_id, account_id, amount, created_at)
        values (${2 * n}, ${n}, ${sender!.id}, ${`-${amount}`}, ${at.toISOString()}),
               (${2 * n + 1}, ${n}, ${recipient!.id}, ${amount}, ${at.toISOString()})`);
      await tx.execute(sql`insert into bare_transfers (id, sender_id, recipient_id, amount, transaction_id, created_at)
        values (${n}, ${sender!.id}, ${recipient!.id}, ${amount}, ${n}, ${at.toISOString()})`);
    });
  });
  return [
    { what: `transfers (${concurrency} in flight)`, ms: transfersMs, count },
    { what: 'baseline: plain INSERT of the same rows', ms: bareMs, count },
  ];
}
